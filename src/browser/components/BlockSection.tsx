import type { ReactNode } from 'react';
import type { ReceivedBackground } from '../../generated/received-types';
import classes from './BlockSection.module.css';

export interface BlockSectionProps {
  /** The block's `anchor`: an id other pages can link to with '#id'. */
  anchor?: string;
  /** The block's `background` (its schema default is filled in by the build). */
  background: ReceivedBackground;
  /** Heading rendered first inside the section (and naming it for assistive technology). */
  heading?: ReactNode;
  /**
   * What goes under the heading: the block's intro, as <IntroParagraphs> (Paragraphs.tsx). A node
   * rather than strings, so a block without an intro (the carousels) does not load the rich text parser.
   */
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * The frame every block sits in: full-width band with the block's background, a centred column,
 * optional heading and intro. Blocks render their own content inside.
 */
export function BlockSection({ anchor, background, heading, intro, className, children }: BlockSectionProps) {
  const bandClass = [classes.band, classes[background], className].filter(Boolean).join(' ');
  return (
    <section id={anchor} className={bandClass} data-background={background}>
      <div className={classes.inner}>
        {heading}
        {intro}
        {children}
      </div>
    </section>
  );
}

export interface BlockHeadingProps {
  children: ReactNode;
  /** @default 2 */
  level?: 1 | 2 | 3;
  id?: string;
  className?: string;
}

/** A block's heading at the right level (h1 only for a page's main heading). */
export function BlockHeading({ children, level = 2, id, className }: BlockHeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={[classes.heading, classes[`level${level}`], className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
