import type { CSSProperties, ReactNode } from 'react';

export interface NativeSubmitButtonProps {
  /** Mantine's filled (brand) button, or its white one for a brand-coloured band. */
  variant: 'filled' | 'white';
  /** While true the button is disabled and shows Mantine's spinner over its label. */
  loading: boolean;
  children: ReactNode;
}

/** Mantine's variant colours for the site theme (primary colour "brand"), as its Button writes them. */
const VARIANT_STYLE: Record<NativeSubmitButtonProps['variant'], CSSProperties> = {
  filled: {
    '--button-bg': 'var(--mantine-color-brand-filled)',
    '--button-hover': 'var(--mantine-color-brand-filled-hover)',
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties,
  white: {
    '--button-bg': 'var(--mantine-color-white)',
    '--button-hover': 'rgba(252, 252, 252, 1)',
    '--button-color': 'var(--mantine-color-brand-filled)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties,
};

const LOADER_STYLE = {
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
} as CSSProperties;
const SPINNER_STYLE = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties;

/**
 * A submit <button> in the markup of Mantine's <Button type="submit" loading> (NativeSubmitButton.test.tsx
 * compares the two), styled by Mantine's Button.css and Loader.css, without Mantine's component code.
 */
export function NativeSubmitButton({ variant, loading, children }: NativeSubmitButtonProps) {
  return (
    <button
      style={VARIANT_STYLE[variant]}
      className={`mantine-focus-auto${loading ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant}
      data-loading={loading || undefined}
      type="submit"
      disabled={loading}
    >
      {loading && (
        <span style={LOADER_STYLE} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
          <span style={SPINNER_STYLE} className="m_b34414df m_5ae2e3c mantine-Loader-root" />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </button>
  );
}
