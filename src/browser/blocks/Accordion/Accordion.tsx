import { useId, type ReactNode } from 'react';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { IntroParagraphs } from '../../components/Paragraphs';
import { RichText, type ParagraphPosition } from '../../components/RichText';
import type { BlockProps } from '../block-types';
import classes from './Accordion.module.css';

/** A one-paragraph answer stays bare text in its box, as it always was; longer answers get paragraphs. */
const answerParagraph = (children: ReactNode, { count }: ParagraphPosition) =>
  count === 1 ? children : <p className={classes.paragraph}>{children}</p>;

/**
 * Expandable items such as industry trends, as native <details> elements. The browser keeps the
 * spec's rule without any script: none open at first (no `open` attribute), one at a time (details
 * sharing a `name` close each other), and a click or Enter/Space on the open summary closes it.
 * React never sets `open`, so hydrating (while the whole app still hydrates) leaves what the visitor
 * opened before the script arrived as it is.
 */
export function Accordion({ block }: BlockProps<'accordion'>) {
  // Unique per block instance: two accordions on one page must not close each other's items.
  const groupName = useId();
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
      intro={<IntroParagraphs paragraphs={block.intro} />}
    >
      <div className={classes.root}>
        {block.items.map((item) => (
          <details key={item.id} name={groupName} className={classes.item}>
            {/* <summary> may hold one heading element, which keeps the items in the page's outline. */}
            <summary className={classes.control}>
              <h3 className={classes.title}>
                <span className={classes.itemHeading}>{item.heading}</span>
                {item.subheading && <span className={classes.subheading}>{item.subheading}</span>}
              </h3>
              <span className={classes.chevron} aria-hidden="true" />
            </summary>
            <div className={classes.content}>
              <RichText source={item.description} paragraph={answerParagraph} />
            </div>
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
