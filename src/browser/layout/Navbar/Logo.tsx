import type { ReceivedSite } from '../../../generated/received-types';

export interface LogoProps {
  logo: ReceivedSite['logo'];
}

/**
 * The wide logo, swapped for the compact one at or below `compactBreakpointPx` (default 395 px) by
 * the browser itself (<picture>), so the prerendered HTML is right at every width before any script.
 */
export function Logo({ logo }: LogoProps) {
  const { wide, compact, compactBreakpointPx } = logo;
  return (
    <picture>
      <source
        media={`(max-width: ${compactBreakpointPx}px)`}
        srcSet={compact.src}
        width={compact.width}
        height={compact.height}
      />
      <img src={wide.src} alt={wide.alt} width={wide.width} height={wide.height} />
    </picture>
  );
}
