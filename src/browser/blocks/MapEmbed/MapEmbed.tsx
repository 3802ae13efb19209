import { BlockHeading, BlockSection } from '../../components/BlockSection';
import type { BlockProps } from '../block-types';
import classes from './MapEmbed.module.css';

/**
 * An embedded Google map. The frame loads lazily (only when scrolled near), its accessible title is
 * the block heading, and it gets only the origin as referrer (what Google's embed needs).
 */
export function MapEmbed({ block }: BlockProps<'mapEmbed'>) {
  const { heightPx } = block;
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
    >
      <iframe
        className={classes.frame}
        src={block.src}
        title={block.heading}
        width="100%"
        height={heightPx}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </BlockSection>
  );
}
