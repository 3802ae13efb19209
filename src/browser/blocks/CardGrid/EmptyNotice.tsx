import { SmartLink } from '../../links/SmartLink';
import { linkLabelProps } from '../../links/LinkLabel';
import { accessibleLinkName } from '../../links/accessible-link-name';
import { RichText } from '../../components/RichText';
import type { BlockOf } from '../block-types';
import classes from './EmptyNotice.module.css';

export interface EmptyNoticeProps {
  notice: NonNullable<BlockOf<'cardGrid'>['whenEmpty']>;
  /** h3 under the grid's own h2; h2 when the grid has no heading. */
  headingLevel: 2 | 3;
}

/** What a collection's grid says when nothing is published ("No openings right now"), as a notice box. */
export function EmptyNotice({ notice, headingLevel }: EmptyNoticeProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classes.box} role="status">
      <Heading className={classes.heading}>{notice.heading}</Heading>
      <div className={classes.text}>
        <RichText source={notice.text} />
      </div>
      {notice.link && (
        <p className={classes.linkLine}>
          <SmartLink
            href={notice.link.href}
            newTab={notice.link.newTab}
            {...linkLabelProps(notice.link.label, accessibleLinkName(notice.link.label, notice.link.ariaLabel))}
            className={classes.link}
          />
        </p>
      )}
    </div>
  );
}
