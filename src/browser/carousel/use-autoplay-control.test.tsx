import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoplayControl, type AutoplayPlugin, type EmblaEvents } from './use-autoplay-control';

function fakeAutoplay() {
  const state = { playing: false };
  const plugin: AutoplayPlugin = {
    play: vi.fn(() => void (state.playing = true)),
    stop: vi.fn(() => void (state.playing = false)),
    reset: vi.fn(),
  };
  return { plugin, state };
}

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

const previousMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = previousMatchMedia;
});

describe('useAutoplayControl', () => {
  it('plays once Embla is there, stops while hovered and plays again when the pointer leaves', () => {
    const { plugin, state } = fakeAutoplay();
    const { embla } = fakeEmbla();
    renderHarness(embla, plugin);
    expect(state.playing).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId('frame'));
    expect(state.playing).toBe(false);
    fireEvent.mouseLeave(screen.getByTestId('frame'));
    expect(state.playing).toBe(true);
  });

  it('does not play where every slide fits (one scroll position)', () => {
    const { plugin } = fakeAutoplay();
    renderHarness(fakeEmbla(1).embla, plugin);
    expect(plugin.play).not.toHaveBeenCalled();
  });

  it('does nothing before Embla has started', () => {
    const { plugin } = fakeAutoplay();
    renderHarness(null, plugin);
    expect(plugin.play).not.toHaveBeenCalled();
  });

  it('Pause stops it for good: leaving the carousel does not restart it, Play does', () => {
    const { plugin, state } = fakeAutoplay();
    const { embla } = fakeEmbla();
    renderHarness(embla, plugin);
    fireEvent.mouseEnter(screen.getByTestId('frame'));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.mouseLeave(screen.getByTestId('frame'));
    expect(state.playing).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(state.playing).toBe(true);
  });

  it('stops while keyboard focus is inside the carousel', () => {
    const { plugin, state } = fakeAutoplay();
    const { embla } = fakeEmbla();
    renderHarness(embla, plugin);
    act(() => screen.getByRole('link').focus());
    expect(state.playing).toBe(false);
    act(() => screen.getByRole('link').blur());
    expect(state.playing).toBe(true);
  });

  it('plays again after Embla rebuilt its plugins, and gives a chosen slide the full interval', () => {
    const { plugin, state } = fakeAutoplay();
    const { embla, emit } = fakeEmbla();
    renderHarness(embla, plugin);
    state.playing = false;
    emit('reInit');
    expect(state.playing).toBe(true);
    emit('select');
    expect(plugin.reset).toHaveBeenCalled();
  });

  it('does not play for a visitor who prefers reduced motion, until they press Play', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const { plugin, state } = fakeAutoplay();
    const { embla } = fakeEmbla();
    renderHarness(embla, plugin);
    expect(state.playing).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(state.playing).toBe(true);
  });
});
