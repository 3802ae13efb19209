import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { linkLabelProps } from '../../links/LinkLabel';
import type { BlockProps } from '../block-types';
import { mapLinkFromEmbed } from './map-link';
import classes from './MapEmbed.module.css';

/**
 * An embedded Google map. The frame loads lazily (only when scrolled near), its accessible title is
 * the block heading, and it gets only the origin as referrer (what Google's embed needs). A plain
 * "Open in Google Maps" link below it works when the frame does not load.
 */
export function MapEmbed({ block }: BlockProps<'mapEmbed'>) {
  const { heightPx } = block;
  const link = block.link ?? mapLinkFromEmbed(block.src);
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
      {link && (
        <p className={classes.open}>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            {...linkLabelProps('Open in Google Maps', 'Open in Google Maps (opens in a new tab)')}
          />
        </p>
      )}
    </BlockSection>
  );
}
