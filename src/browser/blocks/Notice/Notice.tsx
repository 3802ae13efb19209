import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { Paragraphs } from '../../components/Paragraphs';
import { SmartLink } from '../../links/SmartLink';
import { linkLabelProps } from '../../links/LinkLabel';
import { accessibleLinkName } from '../../links/accessible-link-name';
import type { BlockProps } from '../block-types';
import classes from './Notice.module.css';

/** A highlighted message box ("no openings right now") with an optional link, e.g. a mailto. */
export function Notice({ block }: BlockProps<'notice'>) {
  const { tone } = block;
  return (
    // A notice has no background of its own to choose: it sits on the page colour.
    <BlockSection anchor={block.anchor} background="default">
      <div className={classes.box} data-tone={tone}>
        <BlockHeading level={2} className={classes.heading}>
          {block.heading}
        </BlockHeading>
        <Paragraphs paragraphs={block.paragraphs} />
        {block.link && (
          <p className={classes.linkLine}>
            <SmartLink
              href={block.link.href}
              newTab={block.link.newTab}
              {...linkLabelProps(block.link.label, accessibleLinkName(block.link.label, block.link.ariaLabel))}
              className={classes.link}
            />
          </p>
        )}
      </div>
    </BlockSection>
  );
}
