import type { ReceivedBlock, ReceivedSite } from '../../generated/received-types';
import type { Block } from '../../generated/schema-types';
import type { BlockComponents } from '../app/block-components';
import { PageRenderer } from '../app/PageRenderer';
import classes from './BlockGallery.module.css';
import { useBrokenImages } from './use-broken-images';

export interface GalleryExampleProps {
  /** Names the example for screen readers and the label above it ('Banner, example 1'). */
  label: string;
  /** The example as its component receives it (schema defaults filled in at build time). */
  block: ReceivedBlock;
  /** The example as the schema states it: the JSON an author copies. */
  authored: Block;
  site: ReceivedSite;
  components: BlockComponents;
}

/** One schema example rendered as a one-block page would render it, with its JSON folded underneath. */
export function GalleryExample({ label, block, authored, site, components }: GalleryExampleProps) {
  const { ref, broken } = useBrokenImages<HTMLDivElement>();
  const page = { route: '/__blocks', blocks: [block] };
  return (
    <section className={classes.example} aria-label={label}>
      <p className={classes.label}>{label}</p>
      <div ref={ref} className={classes.rendered}>
        <PageRenderer page={page} site={site} components={components} />
      </div>
      {broken.length > 0 && (
        <p className={classes.warning} role="status">
          Image not found: {broken.join(', ')}. Add it to public/ or point the schema example at an existing image.
        </p>
      )}
      <details className={classes.json}>
        <summary>Example JSON</summary>
        <pre>{JSON.stringify(authored, null, 2)}</pre>
      </details>
    </section>
  );
}
