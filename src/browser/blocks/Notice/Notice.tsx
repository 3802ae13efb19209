import { BlockSection } from '../../components/BlockSection';
import { Paragraphs } from '../../components/Paragraphs';
import type { BlockProps } from '../block-types';
import { NoticeBox } from './NoticeBox';

/** A highlighted message box ("no openings right now") with an optional link, e.g. a mailto. */
export function Notice({ block }: BlockProps<'notice'>) {
  return (
    // A notice has no background of its own to choose: it sits on the page colour.
    <BlockSection anchor={block.anchor} background="default">
      <NoticeBox heading={block.heading} headingLevel={2} tone={block.tone} link={block.link}>
        <Paragraphs paragraphs={block.paragraphs} />
      </NoticeBox>
    </BlockSection>
  );
}
