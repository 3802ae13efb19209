import { AUTOPLAY_TOGGLE_ATTRIBUTE, autoplayToggleIcon } from './autoplay-toggle-icon';
import classes from './AutoplayToggle.module.css';

export interface AutoplayToggleProps {
  /** Whether autoplay is switched on: the button then offers Pause. */
  switchedOn: boolean;
  onToggle: () => void;
  /** Accessible names, e.g. "Pause the slide show" / "Play the slide show". */
  pauseLabel: string;
  playLabel: string;
  /** True where every slide fits and nothing moves: the button keeps its space but is hidden. */
  still: boolean;
  className?: string;
}

/** The Pause/Play button every moving carousel needs (WCAG 2.2.2 Pause, Stop, Hide). */
export function AutoplayToggle({ switchedOn, onToggle, pauseLabel, playLabel, still, className }: AutoplayToggleProps) {
  const icon = autoplayToggleIcon(switchedOn);
  return (
    <button
      type="button"
      className={[classes.toggle, className].filter(Boolean).join(' ')}
      aria-label={switchedOn ? pauseLabel : playLabel}
      data-still={still || undefined}
      {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: '' }}
      onClick={onToggle}
    >
      <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={icon.d}
          fill={icon.fill}
          stroke="currentColor"
          strokeWidth={icon.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
