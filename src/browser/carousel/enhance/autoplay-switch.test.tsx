import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { autoplayCases, fakeAutoplay, preferReducedMotion, type AutoplaySetup } from '../autoplay-cases.testing';
import { connectAutoplaySwitch } from './autoplay-switch';
import { fakeCarousel } from './fake-carousel.testing';

const config = { pauseOnHover: true, pauseLabel: 'Pause the slide show', playLabel: 'Play the slide show' };

/** A frame holding the carousel (with a link in a slide) and its Pause/Play button, as the server renders it. */
function connect({ snaps = 4, pauseOnHover = true }: { snaps?: number; pauseOnHover?: boolean } = {}) {
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
  return { frame, toggle, plugin, state, running, carousel: fake.carousel, emit: fake.emit };
}

let restoreMotion = () => {};
afterEach(() => {
  restoreMotion();
  restoreMotion = () => {};
  document.body.innerHTML = '';
});

function driverFor(setup: AutoplaySetup = {}) {
  if (setup.prefersReducedMotion) restoreMotion = preferReducedMotion();
  const { frame, toggle, plugin, state, carousel, emit } = connect({ snaps: setup.snaps });
  return {
    plugin,
    playing: () => state.playing,
    setPlaying: (playing: boolean) => void (state.playing = playing),
    pointerEnter: () => fireEvent.mouseEnter(frame),
    pointerLeave: () => fireEvent.mouseLeave(frame),
    pressPauseOrPlay: () => toggle.click(),
    focusSlideLink: () => frame.querySelector('a')!.focus(),
    focusPauseOrPlay: () => toggle.focus(),
    rebuild: () => emit('reInit'),
    chooseSlide: () => carousel.scrollNext(),
  };
}

describe('connectAutoplaySwitch', () => {
  it.each(autoplayCases.map((rule) => [rule.name, rule] as const))('%s', (_name, { setup, run }) =>
    run(driverFor(setup)),
  );

  it('tells the page whether the slides move, after every change', () => {
    const { frame, running } = connect();
    fireEvent.mouseEnter(frame);
    fireEvent.mouseLeave(frame);
    expect(running).toEqual([true, false, true]);
  });

  it('keeps moving under the pointer where the block turns the hover pause off', () => {
    const { frame, state } = connect({ pauseOnHover: false });
    fireEvent.mouseEnter(frame);
    expect(state.playing).toBe(true);
  });

  it('shows on the button what pressing it will do: its label and icon', () => {
    const { toggle } = connect();
    toggle.click();
    expect(toggle.getAttribute('aria-label')).toBe('Play the slide show');
    expect(toggle.querySelector('path')!.getAttribute('d')).toBe('M7 4.5v15l12-7.5z');
    toggle.click();
    expect(toggle.getAttribute('aria-label')).toBe('Pause the slide show');
    expect(toggle.querySelector('path')!.getAttribute('d')).toBe('M8 5v14M16 5v14');
  });

  it('labels the button Play for a visitor who prefers reduced motion', () => {
    restoreMotion = preferReducedMotion();
    expect(connect().toggle.getAttribute('aria-label')).toBe('Play the slide show');
  });
});
