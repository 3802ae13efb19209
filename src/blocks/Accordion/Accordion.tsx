import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Accordion.css';
import { Accordion as MantineAccordion } from '@mantine/core';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import type { BlockProps } from '../block-types';
import classes from './Accordion.module.css';

/**
 * Expandable items such as industry trends. Mantine's single-value Accordion gives the spec's
 * behaviour: initially none open, one open at a time, clicking the open one closes it; each
 * control is a button with aria-expanded inside an <h3>.
 */
export function Accordion({ block }: BlockProps<'accordion'>) {
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={<BlockHeading>{block.heading}</BlockHeading>}
      intro={block.intro}
    >
      <MantineAccordion order={3} defaultValue={null} variant="separated" classNames={classes}>
        {block.items.map((item) => (
          <MantineAccordion.Item key={item.id} value={String(item.id)}>
            <MantineAccordion.Control>
              <span className={classes.itemHeading}>{item.heading}</span>
              {item.subheading && <span className={classes.subheading}>{item.subheading}</span>}
            </MantineAccordion.Control>
            <MantineAccordion.Panel>{item.description}</MantineAccordion.Panel>
          </MantineAccordion.Item>
        ))}
      </MantineAccordion>
    </BlockSection>
  );
}
