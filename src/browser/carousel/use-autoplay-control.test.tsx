import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { autoplayCases, fakeAutoplay, preferReducedMotion, type AutoplaySetup } from './autoplay-cases.testing';
import { useAutoplayControl, type AutoplayPlugin, type EmblaEvents } from './use-autoplay-control';

function fakeEmbla(snaps = 4) {
  const listeners = new Map<string, Set<() => void>>();
  const embla: EmblaEvents = {
    scrollSnapList: () => Array.from({ length: snaps }, (_, index) => index),
    on: (event, callback) => listeners.set(event, (listeners.get(event) ?? new Set()).add(callback)),
    off: (event, callback) => listeners.get(event)?.delete(callback),
  };
  const emit = (event: string) => listeners.get(event)?.forEach((callback) => callback());
  return { embla, emit };
}

function Harness({ autoplay, embla }: { autoplay: AutoplayPlugin; embla: EmblaEvents | null }) {
  const control = useAutoplayControl(autoplay, embla);
  return (
    <div data-testid="frame" {...control.hoverHandlers}>
      <div data-testid="carousel" {...control.focusHandlers}>
        <a href="#x">slide link</a>
      </div>
      <button type="button" onClick={control.toggle}>
        {control.switchedOn ? 'Pause' : 'Play'}
      </button>
    </div>
  );
}

function renderHarness(embla: EmblaEvents | null, autoplay: AutoplayPlugin) {
  return render(
    <MantineProvider>
      <Harness autoplay={autoplay} embla={embla} />
    </MantineProvider>,
  );
}

let restoreMotion = () => {};
afterEach(() => {
  restoreMotion();
  restoreMotion = () => {};
});

function driverFor(setup: AutoplaySetup = {}) {
  if (setup.prefersReducedMotion) restoreMotion = preferReducedMotion();
  const { plugin, state } = fakeAutoplay();
  const { embla, emit } = fakeEmbla(setup.snaps);
  renderHarness(embla, plugin);
  const button = () => screen.getByRole('button');
  return {
    plugin,
    playing: () => state.playing,
    setPlaying: (playing: boolean) => void (state.playing = playing),
    pointerEnter: () => fireEvent.mouseEnter(screen.getByTestId('frame')),
    pointerLeave: () => fireEvent.mouseLeave(screen.getByTestId('frame')),
    pressPauseOrPlay: () => fireEvent.click(button()),
    focusSlideLink: () => act(() => screen.getByRole('link').focus()),
    focusPauseOrPlay: () => act(() => button().focus()),
    rebuild: () => act(() => emit('reInit')),
    chooseSlide: () => act(() => emit('select')),
  };
}

describe('useAutoplayControl', () => {
  it.each(autoplayCases.map((rule) => [rule.name, rule] as const))('%s', (_name, { setup, run }) =>
    run(driverFor(setup)),
  );

  it('does nothing before Embla has started', () => {
    const { plugin } = fakeAutoplay();
    renderHarness(null, plugin);
    expect(plugin.play).not.toHaveBeenCalled();
  });

  it('shows Play after Pause, and Pause after Play', () => {
    driverFor().pressPauseOrPlay();
    expect(screen.getByRole('button').textContent).toBe('Play');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Pause');
  });
});
