import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { PostalAddress } from '../../components/PostalAddress';
import { linkLabelProps } from '../../links/LinkLabel';
import type { BlockProps } from '../block-types';
import { mapLinkFromEmbed } from './map-link';
import classes from './MapEmbed.module.css';

/**
 * An embedded Google map. The frame loads lazily (only when scrolled near), its accessible title is
 * the block heading, and it gets only the origin as referrer (what Google's embed needs). Beside it
 * (above it on phones) the company's address and a plain "Open in Google Maps" link: a frame that
 * does not load (blocked third-party content, offline) cannot tell the page so, and a page with no
 * script cannot swap it, so the way to the office is always in the page's own text.
 */
export function MapEmbed({ block, site }: BlockProps<'mapEmbed'>) {
  const { heightPx } = block;
  const link = block.link ?? mapLinkFromEmbed(block.src);
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
    >
      <div className={classes.layout}>
        <div className={classes.where}>
          <PostalAddress address={site.contact.address} name={site.companyName} className={classes.address} />
          {link && (
            <p className={classes.open}>
              <a
                className={classes.link}
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                {...linkLabelProps('Open in Google Maps', 'Open in Google Maps (opens in a new tab)')}
              />
            </p>
          )}
        </div>
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
      </div>
    </BlockSection>
  );
}
