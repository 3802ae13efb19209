import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useQuietStatusWhileRotating } from './use-quiet-status-while-rotating';

function Frame({ rotating }: { rotating: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  useQuietStatusWhileRotating(frame, rotating);
  return (
    <div ref={frame}>
      <div aria-roledescription="carousel">
        <div role="status" aria-live="polite">
          Slide 1 of 4
        </div>
      </div>
    </div>
  );
}

describe('useQuietStatusWhileRotating', () => {
  it('silences the slide status while autoplay rotates and lets it speak once the visitor stops it', () => {
    const { getByRole, rerender } = render(<Frame rotating />);
    expect(getByRole('status').getAttribute('aria-live')).toBe('off');
    rerender(<Frame rotating={false} />);
    expect(getByRole('status').getAttribute('aria-live')).toBe('polite');
    rerender(<Frame rotating />);
    expect(getByRole('status').getAttribute('aria-live')).toBe('off');
  });
});
