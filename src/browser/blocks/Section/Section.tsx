import { BlockImage } from '../../images/ResponsiveImage';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { Paragraphs } from '../../components/Paragraphs';
import { BulletList } from '../../components/BulletList';
import { LinkButton } from '../../links/LinkButton';
import type { BlockProps } from '../block-types';
import classes from './Section.module.css';

/** A text section: eyebrow, heading (h1/h2/h3 by headingLevel), paragraphs, bullets, image, links. */
export function Section({ block, index }: BlockProps<'section'>) {
  const { headingLevel, imagePosition } = block;
  return (
    <BlockSection anchor={block.anchor} background={block.background}>
      <div className={block.image ? classes.withImage : undefined} data-image-position={imagePosition}>
        <div className={classes.text}>
          <div>
            {block.eyebrow && <p className={classes.eyebrow}>{block.eyebrow}</p>}
            <BlockHeading level={headingLevel}>{block.heading}</BlockHeading>
          </div>
          <div>
            <Paragraphs paragraphs={block.paragraphs} />
            {block.bullets && <BulletList items={block.bullets} />}
            {block.links && block.links.length > 0 && (
              <div className={classes.links}>
                {block.links.map((link, i) => (
                  <LinkButton
                    key={link.href + link.label}
                    link={link}
                    background={block.background}
                    variant={i === 0 || block.background === 'brand' ? undefined : 'outline'}
                  />
                ))}
              </div>
            )}
          </div>
        </div>
        {block.image && (
          <div className={classes.media}>
            <BlockImage image={block.image} index={index} className={classes.image} />
          </div>
        )}
      </div>
    </BlockSection>
  );
}
