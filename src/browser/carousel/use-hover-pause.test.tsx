import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROTATION_CONTROL_ATTRIBUTE, useHoverPause } from './use-hover-pause';

function Probe() {
  const { hovered, focusWithin, pauseHandlers } = useHoverPause();
  return (
    <div>
      <section data-testid="carousel" {...pauseHandlers}>
        <button>Next slide</button>
        <button {...{ [ROTATION_CONTROL_ATTRIBUTE]: '' }}>Stop</button>
      </section>
      <button>Outside</button>
      <output>{`hovered=${hovered} focus=${focusWithin}`}</output>
    </div>
  );
}

describe('useHoverPause', () => {
  it('tracks the pointer entering and leaving', () => {
    render(<Probe />);
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'hovered=true focus=false');
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'hovered=false focus=false');
  });

  it('tracks focus inside, but not on the start/stop button, until focus leaves', () => {
    render(<Probe />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(screen.getByRole('status').textContent).toBe('hovered=false focus=true');
    act(() => screen.getByRole('button', { name: 'Stop' }).focus());
    expect(screen.getByRole('status').textContent).toBe('hovered=false focus=false');
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(screen.getByRole('status').textContent).toBe('hovered=false focus=false');
  });
});
