import type { ReactNode } from 'react';
import { BlockHeading } from '../../components/BlockSection';
import { SmartLink } from '../../links/SmartLink';
import { linkLabelProps } from '../../links/LinkLabel';
import { accessibleLinkName } from '../../links/accessible-link-name';
import type { BlockOf } from '../block-types';
import classes from './Notice.module.css';

export interface NoticeBoxProps {
  heading: string;
  /** 2 for a notice of its own; 3 under a block's h2 (a grid's "no openings" notice). */
  headingLevel: 2 | 3;
  /** The box's colour; defaults to 'info' (the brand tint). */
  tone?: BlockOf<'notice'>['tone'];
  link?: BlockOf<'notice'>['link'];
  /** 'status' when the box stands in for content that is not there (an empty list). */
  role?: 'status';
  /** The message, as paragraphs. */
  children: ReactNode;
}

/** The highlighted message box with an optional link (a mailto), shared by the Notice block and empty lists. */
export function NoticeBox({ heading, headingLevel, tone, link, role, children }: NoticeBoxProps) {
  return (
    <div className={classes.box} data-tone={tone} role={role}>
      <BlockHeading level={headingLevel} className={classes.heading}>
        {heading}
      </BlockHeading>
      {children}
      {link && (
        <p className={classes.linkLine}>
          <SmartLink
            href={link.href}
            newTab={link.newTab}
            {...linkLabelProps(link.label, accessibleLinkName(link.label, link.ariaLabel))}
            className={classes.link}
          />
        </p>
      )}
    </div>
  );
}
