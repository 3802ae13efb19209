import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSlideCarousel } from './use-slide-carousel';

function Probe() {
  const { index, rootProps } = useSlideCarousel({
    count: 3,
    intervalMs: 5000,
    pauseOnHover: true,
    swipeThresholdPx: 40,
  });
  return (
    <div data-testid="root" tabIndex={0} {...rootProps}>
      {index}
    </div>
  );
}

describe('useSlideCarousel', () => {
  it('moves with the arrow keys, wrapping at both ends, and claims only those keys', () => {
    render(<Probe />);
    const root = screen.getByTestId('root');
    expect(fireEvent.keyDown(root, { key: 'ArrowLeft' })).toBe(false); // default prevented
    expect(root.textContent).toBe('2');
    fireEvent.keyDown(root, { key: 'ArrowRight' });
    expect(root.textContent).toBe('0');
    expect(fireEvent.keyDown(root, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(root, { key: 'ArrowDown' })).toBe(true);
    expect(root.textContent).toBe('0');
  });

  it('moves on swipes beyond the threshold', () => {
    render(<Probe />);
    const root = screen.getByTestId('root');
    fireEvent.touchStart(root, { touches: [{ clientX: 100, clientY: 0 }] });
    fireEvent.touchEnd(root, { changedTouches: [{ clientX: 59, clientY: 0 }] });
    expect(root.textContent).toBe('1');
  });
});
