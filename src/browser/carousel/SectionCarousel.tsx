import { BlockHeading, BlockSection } from '../components/BlockSection';
import type { ReceivedBackground } from '../../generated/received-types';
import { SiteCarousel, type SiteCarouselProps } from './SiteCarousel';

export interface SectionCarouselProps<T> extends Omit<SiteCarouselProps<T>, 'label' | 'labelledBy'> {
  anchor?: string;
  background: ReceivedBackground;
  /** The section's visible heading, which also names the carousel. */
  heading?: string;
  /** The carousel's name where the block has no heading. */
  fallbackLabel?: string;
}

/** A carousel block inside the usual block frame (news, reviews, logos): its heading names the carousel. */
export function SectionCarousel<T>({
  anchor,
  background,
  heading,
  fallbackLabel,
  ...carousel
}: SectionCarouselProps<T>) {
  return (
    <BlockSection anchor={anchor} background={background} heading={heading && <BlockHeading>{heading}</BlockHeading>}>
      <SiteCarousel label={heading ?? fallbackLabel} {...carousel} />
    </BlockSection>
  );
}
