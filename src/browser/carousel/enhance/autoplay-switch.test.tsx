import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AutoplayPlugin } from '../autoplay-state';
import { connectAutoplaySwitch } from './autoplay-switch';
import { fakeCarousel } from './fake-carousel.testing';

const config = { pauseOnHover: true, pauseLabel: 'Pause the slide show', playLabel: 'Play the slide show' };

function fakeAutoplay() {
  const state = { playing: false };
  const plugin: AutoplayPlugin = {
    play: vi.fn(() => void (state.playing = true)),
    stop: vi.fn(() => void (state.playing = false)),
    reset: vi.fn(),
  };
  return { plugin, state };
}

/** A frame holding the carousel (with a link in a slide) and its Pause/Play button, as the server renders it. */
function connect({ snaps = 4, pauseOnHover = true } = {}) {
  const frame = document.createElement('div');
  frame.innerHTML =
    '<div id="root"><a href="#x">slide link</a></div>' +
    '<button type="button" aria-label="Pause the slide show"><svg><path d="M8 5v14M16 5v14"></path></svg></button>';
  document.body.append(frame);
  const { plugin, state } = fakeAutoplay();
  const fake = fakeCarousel(snaps);
  const running: boolean[] = [];
  const toggle = frame.querySelector('button')!;
  connectAutoplaySwitch({
    frame,
    root: frame.querySelector<HTMLElement>('#root')!,
    toggle,
    autoplay: plugin,
    carousel: fake.carousel,
    config: { ...config, pauseOnHover },
    onRunningChange: (now) => running.push(now),
  });
  return {
    frame,
    toggle,
    plugin,
    state,
    running,
    carousel: fake.carousel,
    emit: fake.emit,
    link: frame.querySelector('a')!,
  };
}

const previousMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = previousMatchMedia;
  document.body.innerHTML = '';
});

describe('connectAutoplaySwitch', () => {
  it('plays at once, stops while hovered and plays again when the pointer leaves', () => {
    const { frame, state, running } = connect();
    expect(state.playing).toBe(true);
    fireEvent.mouseEnter(frame);
    expect(state.playing).toBe(false);
    fireEvent.mouseLeave(frame);
    expect(state.playing).toBe(true);
    expect(running).toEqual([true, false, true]);
  });

  it('keeps moving under the pointer where the block turns the hover pause off', () => {
    const { frame, state } = connect({ pauseOnHover: false });
    fireEvent.mouseEnter(frame);
    expect(state.playing).toBe(true);
  });

  it('does not play where every slide fits (one scroll position)', () => {
    expect(connect({ snaps: 1 }).plugin.play).not.toHaveBeenCalled();
  });

  it('Pause stops it for good: leaving the carousel does not restart it, Play does; the button says which', () => {
    const { frame, toggle, state } = connect();
    fireEvent.mouseEnter(frame);
    toggle.click();
    fireEvent.mouseLeave(frame);
    expect(state.playing).toBe(false);
    expect(toggle.getAttribute('aria-label')).toBe('Play the slide show');
    expect(toggle.querySelector('path')!.getAttribute('d')).toBe('M7 4.5v15l12-7.5z');
    toggle.click();
    expect(state.playing).toBe(true);
    expect(toggle.getAttribute('aria-label')).toBe('Pause the slide show');
    expect(toggle.querySelector('path')!.getAttribute('d')).toBe('M8 5v14M16 5v14');
  });

  it('stops while keyboard focus is inside the carousel, but not for focus on Pause/Play', () => {
    const { link, toggle, state } = connect();
    link.focus();
    expect(state.playing).toBe(false);
    toggle.focus();
    expect(state.playing).toBe(true);
  });

  it('plays again after Embla rebuilt its plugins, and gives a chosen slide the full interval', () => {
    const { state, plugin, emit, carousel } = connect();
    state.playing = false;
    emit('reInit');
    expect(state.playing).toBe(true);
    carousel.scrollNext();
    expect(plugin.reset).toHaveBeenCalled();
  });

  it('does not play for a visitor who prefers reduced motion, until they press Play', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const { toggle, state } = connect();
    expect(state.playing).toBe(false);
    expect(toggle.getAttribute('aria-label')).toBe('Play the slide show');
    toggle.click();
    expect(state.playing).toBe(true);
  });
});
