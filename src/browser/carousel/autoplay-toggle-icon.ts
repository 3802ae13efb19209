/** The Pause/Play button's icon, one source for the React button and the site's enhancer. */
export const AUTOPLAY_TOGGLE_ICONS = {
  pause: { d: 'M8 5v14M16 5v14', fill: 'none', strokeWidth: 2.5 },
  play: { d: 'M7 4.5v15l12-7.5z', fill: 'currentColor', strokeWidth: 1 },
} as const;

/** The icon the button shows: Pause while autoplay is switched on, else Play. */
export function autoplayToggleIcon(switchedOn: boolean) {
  return AUTOPLAY_TOGGLE_ICONS[switchedOn ? 'pause' : 'play'];
}

/** Marks the Pause/Play button in the server HTML, for the site's enhancer. */
export const AUTOPLAY_TOGGLE_ATTRIBUTE = 'data-autoplay-toggle';
