import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockMatchingMediaQueries } from './mock-media-query.testing';
import { useRotation, type RotationOptions } from './use-rotation';

let restoreMatchMedia = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  restoreMatchMedia();
});

function Probe(props: Omit<RotationOptions, 'restartKey'>) {
  const { rotating, running, toggleRotation, pauseHandlers } = useRotation({ ...props, restartKey: 0 });
  return (
    <div data-testid="carousel" {...pauseHandlers}>
      <button onClick={toggleRotation}>{rotating ? 'Stop' : 'Start'}</button>
      <output>{running ? 'running' : 'paused'}</output>
    </div>
  );
}

describe('useRotation', () => {
  it('runs by default and pauses while hovered', () => {
    const onAdvance = vi.fn();
    render(<Probe intervalMs={1000} onAdvance={onAdvance} />);
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(3000));
    expect(onAdvance).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('keeps running while hovered when pauseOnHover is false', () => {
    const onAdvance = vi.fn();
    render(<Probe intervalMs={1000} onAdvance={onAdvance} pauseOnHover={false} />);
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('does not rotate when the visitor prefers reduced motion, until they press Start', () => {
    restoreMatchMedia = mockMatchingMediaQueries('(prefers-reduced-motion: reduce)');
    const onAdvance = vi.fn();
    render(<Probe intervalMs={1000} onAdvance={onAdvance} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('stops for good when the visitor presses Stop', () => {
    const onAdvance = vi.fn();
    render(<Probe intervalMs={1000} onAdvance={onAdvance} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Start' });
  });

  it('never rotates when there is nothing to rotate', () => {
    const onAdvance = vi.fn();
    render(<Probe intervalMs={1000} onAdvance={onAdvance} canRotate={false} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
