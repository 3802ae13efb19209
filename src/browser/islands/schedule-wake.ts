/** How close (in px) a below-the-fold island may come to the viewport before it hydrates. */
export const WAKE_MARGIN_PX = 300;

/** Events that show the visitor is about to use an island: hydrate at once, without waiting. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

interface SchedulerWithPostTask {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

/** Runs `callback` when the main thread is free: after the page's load event, at background priority. */
function afterLoadWhenIdle(callback: () => void): void {
  const whenIdle = () => {
    const scheduler = (globalThis as { scheduler?: SchedulerWithPostTask }).scheduler;
    if (scheduler) void scheduler.postTask(callback, { priority: 'background' });
    else if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function isAboveTheFold(element: HTMLElement): boolean {
  // display: contents: the island has no box of its own, its first child has.
  const box = (element.firstElementChild ?? element).getBoundingClientRect();
  return box.top < window.innerHeight;
}

/**
 * Calls `wake` once, at the first of: the visitor reaching for the island (pointer, touch, focus);
 * for an island above the fold, the page having loaded and the main thread being idle; below the
 * fold, the island coming within WAKE_MARGIN_PX of the viewport.
 */
export function scheduleWake(island: HTMLElement, wake: () => void): () => void {
  let woken = false;
  let observer: IntersectionObserver | undefined;
  const once = () => {
    if (woken) return;
    woken = true;
    observer?.disconnect();
    for (const type of INTENT_EVENTS) island.removeEventListener(type, once, { capture: true });
    wake();
  };
  for (const type of INTENT_EVENTS) island.addEventListener(type, once, { capture: true, passive: true });
  if (isAboveTheFold(island)) afterLoadWhenIdle(once);
  else {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), {
      rootMargin: `${WAKE_MARGIN_PX}px 0px`,
    });
    // display: contents boxes are not observed: watch the island's own elements.
    for (const child of island.children) observer.observe(child);
  }
  return once;
}
