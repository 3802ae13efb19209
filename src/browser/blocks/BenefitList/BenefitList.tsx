import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { IntroParagraphs, Paragraphs } from '../../components/Paragraphs';
import { BulletList } from '../../components/BulletList';
import { BlockImage } from '../../images/ResponsiveImage';
import type { BlockProps } from '../block-types';
import classes from './BenefitList.module.css';

/** The id an item's heading gets, so the index (and other pages) can link to it. */
function itemAnchor(blockAnchor: string | undefined, itemId: string | number): string {
  return [blockAnchor, itemId].filter((part) => part !== undefined).join('-');
}

/**
 * Named benefits in a responsive grid (one column on phones), numbered or with check marks. With
 * `withIndex`, a list of links to the items comes first, so a long list on a phone is one tap away.
 * An item's picture sits above its heading, as wide as its text.
 */
export function BenefitList({ block, index }: BlockProps<'benefitList'>) {
  const { columns, numbered, withIndex } = block;
  const List = numbered ? 'ol' : 'ul';
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
      intro={<IntroParagraphs paragraphs={block.intro} />}
    >
      {withIndex && (
        <nav aria-label={`${block.heading}: jump to`}>
          <ul className={classes.index}>
            {block.items.map((item) => (
              <li key={item.id}>
                <a className={classes.indexLink} href={`#${itemAnchor(block.anchor, item.id)}`}>
                  {item.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <List className={classes.grid} data-columns={columns} data-numbered={numbered || undefined}>
        {block.items.map((item) => (
          <li key={item.id} className={classes.item}>
            {item.image && <BlockImage image={item.image} index={index} className={classes.picture} />}
            <h3 id={withIndex ? itemAnchor(block.anchor, item.id) : undefined} className={classes.heading}>
              {item.heading}
            </h3>
            <Paragraphs paragraphs={item.description} className={classes.description} />
            {item.bullets && <BulletList items={item.bullets} />}
          </li>
        ))}
      </List>
    </BlockSection>
  );
}
