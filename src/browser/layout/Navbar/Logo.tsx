import type { ReceivedSite } from '../../../generated/received-types';
import { ResponsiveImage } from '../../images/ResponsiveImage';

export interface LogoProps {
  logo: ReceivedSite['logo'];
}

/**
 * The wide logo, swapped for the compact one at or below `compactBreakpointPx` (default 395 px) by
 * the browser itself (<picture>), so the prerendered HTML is right at every width before any script.
 */
export function Logo({ logo }: LogoProps) {
  const { wide, compact, compactBreakpointPx } = logo;
  return <ResponsiveImage image={wide} narrow={{ image: compact, maxWidthPx: compactBreakpointPx }} loading={{}} />;
}
