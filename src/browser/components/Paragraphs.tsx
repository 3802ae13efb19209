import type { ReactNode } from 'react';
import blockClasses from './BlockSection.module.css';
import { RichText } from './RichText';

export interface ParagraphsProps {
  paragraphs?: readonly string[];
  className?: string;
}

const paragraph = (children: ReactNode) => <p className={blockClasses.paragraph}>{children}</p>;

/** Rich text paragraphs from page data (a `paragraphs` field): each string's paragraphs as <p>, its lists as lists. */
export function Paragraphs({ paragraphs, className }: ParagraphsProps) {
  if (!paragraphs || paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((text, i) => (
        <RichText key={i} source={text} paragraph={paragraph} />
      ))}
    </div>
  );
}

/** Plain-text paragraphs, one <p> each: for text printed elsewhere as it is (brochures). */
export function PlainParagraphs({ paragraphs, className }: ParagraphsProps) {
  if (!paragraphs || paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((text, i) => (
        <p key={i} className={blockClasses.paragraph}>
          {text}
        </p>
      ))}
    </div>
  );
}

/** A block's intro (its `intro` paragraphs) as BlockSection places it under the heading. */
export function IntroParagraphs({ paragraphs }: Pick<ParagraphsProps, 'paragraphs'>) {
  return <Paragraphs paragraphs={paragraphs} className={blockClasses.intro} />;
}
