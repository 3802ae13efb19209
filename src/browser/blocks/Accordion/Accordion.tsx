import { useId } from 'react';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { useSingleOpen } from './use-single-open';
import type { BlockProps } from '../block-types';
import classes from './Accordion.module.css';

/**
 * Expandable items such as industry trends, as the WAI-ARIA accordion pattern: each heading is an
 * <h3> holding a button with aria-expanded that shows or hides its region. The spec's rule (none
 * open at first, one at a time, clicking the open one closes it) is useSingleOpen.
 */
export function Accordion({ block }: BlockProps<'accordion'>) {
  const { openId, toggle } = useSingleOpen<string | number>();
  const baseId = useId();
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
      intro={block.intro}
    >
      <div className={classes.root}>
        {block.items.map((item) => {
          const open = openId === item.id;
          const controlId = `${baseId}-${item.id}-control`;
          const panelId = `${baseId}-${item.id}-panel`;
          return (
            <div key={item.id} className={classes.item} data-open={open || undefined}>
              <h3 className={classes.title}>
                <button
                  id={controlId}
                  type="button"
                  className={classes.control}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(item.id)}
                >
                  <span className={classes.label}>
                    <span className={classes.itemHeading}>{item.heading}</span>
                    {item.subheading && <span className={classes.subheading}>{item.subheading}</span>}
                  </span>
                  <span className={classes.chevron} aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={controlId} className={classes.content} hidden={!open}>
                {item.description}
              </div>
            </div>
          );
        })}
      </div>
    </BlockSection>
  );
}
