import { isInternalHref } from '../../links/link-kind';
import { SmartLink } from '../../links/SmartLink';
import { BlockImage } from '../../images/ResponsiveImage';
import { linkLabelProps } from '../../links/LinkLabel';
import type { BlockOf } from '../block-types';
import classes from './NewsCard.module.css';

export type NewsItem = BlockOf<'newsCarousel'>['items'][number];

/**
 * What a screen reader hears for the Read More link: the author's accessible label, or the visible
 * label with the headline (several "Read More" links on one page would otherwise be ambiguous).
 */
export function readMoreLabel({ link, headline }: NewsItem): string {
  if (link.ariaLabel) return link.ariaLabel;
  const newTab = isInternalHref(link.href) ? '' : ' (opens in a new tab)';
  return `${link.label}: ${headline}${newTab}`;
}

export interface NewsCardProps {
  item: NewsItem;
  /** The block's position on the page, for image loading hints. */
  blockIndex: number;
}

/** One news card: image, date label, headline and a Read More link to the article in a new tab. */
export function NewsCard({ item, blockIndex }: NewsCardProps) {
  return (
    <article className={classes.card}>
      <BlockImage image={item.image} index={blockIndex} className={classes.image} />
      <div className={classes.body}>
        <p className={classes.date}>{item.dateTime ? <time dateTime={item.dateTime}>{item.date}</time> : item.date}</p>
        <h3 className={classes.headline}>{item.headline}</h3>
        <SmartLink
          href={item.link.href}
          newTab
          {...linkLabelProps(item.link.label, readMoreLabel(item))}
          className={classes.readMore}
        />
      </div>
    </article>
  );
}
