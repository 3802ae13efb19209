import { ROTATION_CONTROL_ATTRIBUTE } from './use-hover-pause';
import classes from './CarouselControls.module.css';

const iconPaths = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
} as const;

function Icon({ name }: { name: keyof typeof iconPaths }) {
  const filled = name === 'play';
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={iconPaths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={filled ? 1 : 2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface CarouselArrowProps {
  direction: 'previous' | 'next';
  /** Accessible name, e.g. "Previous slide". */
  label: string;
  onClick: () => void;
  className?: string;
}

/** A previous/next button with a chevron icon and an accessible name. */
export function CarouselArrow({ direction, label, onClick, className }: CarouselArrowProps) {
  return (
    <button
      type="button"
      className={[classes.button, className].filter(Boolean).join(' ')}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name={direction} />
    </button>
  );
}

export interface CarouselDotsProps {
  count: number;
  activeIndex: number;
  onSelect: (index: number) => void;
  /** What one item is called in the labels: "Go to slide 2 of 4". @default 'slide' */
  itemName?: string;
  className?: string;
}

/** One button per item, the active one marked with aria-current. */
export function CarouselDots({ count, activeIndex, onSelect, itemName = 'slide', className }: CarouselDotsProps) {
  return (
    <ul className={[classes.dots, className].filter(Boolean).join(' ')}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <button
            type="button"
            className={classes.dot}
            aria-label={`Go to ${itemName} ${index + 1} of ${count}`}
            aria-current={index === activeIndex ? 'true' : undefined}
            onClick={() => onSelect(index)}
          />
        </li>
      ))}
    </ul>
  );
}

export interface RotationToggleProps {
  /** Whether automatic rotation is switched on. */
  rotating: boolean;
  onToggle: () => void;
  /** Accessible names, e.g. "Stop automatic slide show" / "Start automatic slide show". */
  stopLabel: string;
  startLabel: string;
  className?: string;
}

/**
 * The start/stop button every auto-moving carousel needs (WCAG 2.2.2 Pause, Stop, Hide).
 * Focusing it does not pause the carousel (see ROTATION_CONTROL_ATTRIBUTE).
 */
export function RotationToggle({ rotating, onToggle, stopLabel, startLabel, className }: RotationToggleProps) {
  return (
    <button
      type="button"
      className={[classes.button, className].filter(Boolean).join(' ')}
      aria-label={rotating ? stopLabel : startLabel}
      onClick={onToggle}
      {...{ [ROTATION_CONTROL_ATTRIBUTE]: '' }}
    >
      <Icon name={rotating ? 'pause' : 'play'} />
    </button>
  );
}
