import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { MantineThemeProvider, UnstyledButton, type MantineThemeOverride } from '@mantine/core';
import { IslandProviders } from '../app/IslandProviders';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { AutoplayToggle } from './AutoplayToggle';
import { CAROUSEL_CONFIG_ATTRIBUTE, type CarouselConfig } from './carousel-config';
import { canScroll, SITE_EMBLA_OPTIONS, siteAutoplayOptions } from './embla-options';
import { slideSizeByWidth, type SlidesPerViewRow } from './slide-size-by-width';
import { useAutoplayControl } from './use-autoplay-control';
import { useQuietStatusWhileRotating } from './use-quiet-status-while-rotating';
import { useThresholdSwipe } from './use-threshold-swipe';
import classes from './SiteCarousel.module.css';

type Part = 'root' | 'viewport' | 'slide' | 'controls' | 'control' | 'indicators' | 'indicator';

/** The spec's swipe distance, for blocks whose schema has no field for it (the logo strip). */
const SPEC_SWIPE_THRESHOLD_PX = 40;

/** One slide at every width (hero, reviews). */
const ONE_PER_VIEW: readonly SlidesPerViewRow[] = [{ minWidthPx: 0, slides: 1 }];

export interface CarouselMotion {
  /** Autoplay: time each position stays. */
  intervalMs: number;
  /** A touch swipe must move more than this many pixels. @default 40, the spec's distance */
  swipeThresholdPx?: number;
  /** Stop while the pointer is over the carousel. @default true */
  pauseOnHover?: boolean;
}

export interface SiteCarouselProps<T> {
  /** The carousel's accessible name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** The block's timing fields: its autoplay interval, swipe distance and hover pause. */
  motion: CarouselMotion;
  /** How many slides show from each viewport width (the block's data). @default one at every width */
  slidesPerView?: readonly SlidesPerViewRow[];
  /** What one item is called in the controls' names: "Next review", "Go to review 2 of 5". */
  itemName: string;
  /** What moves, for the Pause/Play button's name: "slide show" gives "Pause the slide show". */
  motionName: string;
  withArrows?: boolean;
  withIndicators?: boolean;
  /** Space between slides (Mantine spacing). */
  slideGap?: string;
  className?: string;
  /** Extra classes for Mantine's parts and for the Pause/Play button (`toggle`): a CSS module fits. */
  classNames?: Partial<Record<Part | 'toggle', string>>;
}

/**
 * Every carousel block is this: Mantine's Carousel (Embla) looping one slide at a time, with the
 * autoplay plugin, slides that follow the finger and settle by the spec's 40 px rule (not Embla's speed rule), a
 * Pause/Play button, arrow keys (Mantine's), and each slide announced as "N of M". Slides per
 * view are CSS media queries from `slidesPerView`, so the server HTML shows the right count.
 */
export function SiteCarousel<T>(props: SiteCarouselProps<T>) {
  const { items, itemKey, renderItem, motion, slidesPerView = ONE_PER_VIEW, itemName } = props;
  const count = items.length;
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [still, setStill] = useState(false);
  // One plugin per carousel, made once (block data does not change after render); its own pause
  // rules are off: useAutoplayControl decides.
  const [autoplay] = useState(() => Autoplay(siteAutoplayOptions(motion.intervalMs)));
  const control = useAutoplayControl(autoplay, embla);
  const frame = useRef<HTMLDivElement>(null);
  useQuietStatusWhileRotating(frame, control.running);
  const swipeThresholdPx = motion.swipeThresholdPx ?? SPEC_SWIPE_THRESHOLD_PX;
  const swipeHandlers = useThresholdSwipe({ thresholdPx: swipeThresholdPx, carousel: embla });
  const { breakpoints, slideSize } = useMemo(() => slideSizeByWidth(slidesPerView, count), [slidesPerView, count]);
  const theme = useMemo(() => ({ breakpoints }) as unknown as MantineThemeOverride, [breakpoints]);

  useEffect(() => {
    if (!embla) return;
    const update = () => setStill(!canScroll(embla));
    update();
    embla.on('reInit', update);
    return () => {
      embla.off('reInit', update);
    };
  }, [embla]);

  const moving = count > 1;
  const part = (name: Part) => [classes[name], props.classNames?.[name]].filter(Boolean).join(' ');
  const withIndicators = moving && (props.withIndicators ?? false);
  const pauseLabel = `Pause the ${props.motionName}`;
  const playLabel = `Play the ${props.motionName}`;
  const indicatorLabel = `Go to ${itemName}`;
  // What the site's enhancer needs beyond the markup (carousel-config.ts); the preview ignores it.
  const config: CarouselConfig = {
    intervalMs: motion.intervalMs,
    swipeThresholdPx,
    pauseOnHover: motion.pauseOnHover !== false,
    pauseLabel,
    playLabel,
    // The classes Mantine gives a dot (its indicator part on an UnstyledButton): the enhancer makes
    // the dots, as Mantine makes them only once Embla has measured the slides.
    ...(withIndicators
      ? {
          indicatorClass: [
            'mantine-focus-auto',
            part('indicator'),
            Carousel.classes.indicator,
            'mantine-Carousel-indicator',
            UnstyledButton.classes.root,
            'mantine-UnstyledButton-root',
          ].join(' '),
        }
      : {}),
    indicatorLabel,
    count,
  };

  return (
    <div
      ref={frame}
      className={[classes.frame, props.className].filter(Boolean).join(' ')}
      {...{ [CAROUSEL_CONFIG_ATTRIBUTE]: JSON.stringify(config) }}
      {...(motion.pauseOnHover === false ? {} : control.hoverHandlers)}
    >
      <IslandProviders>
        <MantineThemeProvider theme={theme}>
          <Carousel
            aria-label={props.label}
            aria-labelledby={props.labelledBy}
            tabIndex={moving ? 0 : undefined}
            classNames={{
              root: part('root'),
              viewport: part('viewport'),
              slide: part('slide'),
              controls: part('controls'),
              control: part('control'),
              indicators: part('indicators'),
              indicator: part('indicator'),
            }}
            slideSize={slideSize}
            slideGap={props.slideGap ?? 0}
            emblaOptions={SITE_EMBLA_OPTIONS}
            plugins={[autoplay]}
            getEmblaApi={setEmbla}
            withControls={moving && (props.withArrows ?? true)}
            previousControlProps={{ 'aria-label': `Previous ${itemName}` }}
            nextControlProps={{ 'aria-label': `Next ${itemName}` }}
            withIndicators={withIndicators}
            // Every dot is a Tab stop of its own (not Mantine's roving tabindex): each is a visible control.
            getIndicatorProps={(index) => ({ 'aria-label': `${indicatorLabel} ${index + 1} of ${count}`, tabIndex: 0 })}
            withKeyboardEvents
            {...control.focusHandlers}
            {...swipeHandlers}
          >
            {items.map((item, index) => (
              <Carousel.Slide key={itemKey(item, index)} aria-label={`${index + 1} of ${count}`}>
                {renderItem(item, index)}
              </Carousel.Slide>
            ))}
          </Carousel>
        </MantineThemeProvider>
      </IslandProviders>
      {moving && (
        <AutoplayToggle
          switchedOn={control.switchedOn}
          onToggle={control.toggle}
          pauseLabel={pauseLabel}
          playLabel={playLabel}
          still={still}
          className={props.classNames?.toggle}
        />
      )}
    </div>
  );
}
