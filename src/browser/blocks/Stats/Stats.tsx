import { BlockHeading, BlockSection } from '../../components/BlockSection';
import type { BlockProps } from '../block-types';
import classes from './Stats.module.css';

/** A row of headline figures (233+ customers...), wrapping on narrow screens. */
export function Stats({ block }: BlockProps<'stats'>) {
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={block.heading && <BlockHeading>{block.heading}</BlockHeading>}
    >
      <ul className={classes.row}>
        {block.items.map((item) => (
          <li key={item.id} className={classes.figure}>
            <span className={classes.value}>{item.value}</span>
            <span className={classes.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
