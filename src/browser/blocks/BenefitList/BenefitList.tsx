import { BlockHeading, BlockSection, Paragraphs } from '../../components/BlockSection';
import { BulletList } from '../../components/BulletList';
import type { BlockProps } from '../block-types';
import classes from './BenefitList.module.css';

/** Named benefits in a responsive grid (one column on phones), numbered or with check marks. */
export function BenefitList({ block }: BlockProps<'benefitList'>) {
  const { columns, numbered } = block;
  const List = numbered ? 'ol' : 'ul';
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
      intro={block.intro}
    >
      <List className={classes.grid} data-columns={columns} data-numbered={numbered || undefined}>
        {block.items.map((item) => (
          <li key={item.id} className={classes.item}>
            <h3 className={classes.heading}>{item.heading}</h3>
            <Paragraphs paragraphs={item.description} className={classes.description} />
            {item.bullets && <BulletList items={item.bullets} />}
          </li>
        ))}
      </List>
    </BlockSection>
  );
}
