import type { ReceivedSite } from '../../generated/received-types';
import type { BlockComponents } from '../app/block-components';
import type { CatalogueEntry } from './block-catalogue';
import classes from './BlockGallery.module.css';
import { GalleryExample } from './GalleryExample';

export interface BlockGalleryProps {
  catalogue: readonly CatalogueEntry[];
  site: ReceivedSite;
  /** The component of every block type in the catalogue. */
  components: BlockComponents;
}

/**
 * `/__blocks` in `npm run dev`: every block type with what it is for and each example from its
 * schema, rendered by the real block components on the development server. Never part of a build
 * (src/build/dev loads it by path; nothing in the site imports it).
 */
export function BlockGallery({ catalogue, site, components }: BlockGalleryProps) {
  return (
    <div className={classes.gallery}>
      <title>Block gallery</title>
      <h1>Block gallery</h1>
      <p>
        Every block type, rendered from the examples in its schema (schemas/blocks/). The fields are described in
        docs/blocks.md (<code>npm run docs</code>). This page exists only in <code>npm run dev</code>.
      </p>
      <nav aria-label="Block types">
        {catalogue.map(({ type, title }) => (
          <a key={type} href={`#${type}`} className={classes.jump}>
            {title}
          </a>
        ))}
      </nav>
      {catalogue.map(({ type, title, description, examples }) => (
        <section key={type} id={type} aria-labelledby={`${type}-title`} className={classes.blockType}>
          <h2 id={`${type}-title`}>{title}</h2>
          <p>
            <code>{`"type": "${type}"`}</code> {description}
          </p>
          {examples.map(({ authored, received }, i) => (
            <GalleryExample
              key={i}
              label={`${title}, example ${i + 1}`}
              block={received}
              authored={authored}
              site={site}
              components={components}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
