/** Keys a widget handles itself (carousels, menus); Enter and Space on a button arrive as a click. */
const WIDGET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return (
    target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'reset', 'submit'].includes(target.type)
  );
}

/** Whether the browser already does the right thing without the island's code. */
function worksWithoutCode(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'click') return target?.closest('a[href]') != null; // a link navigates on its own
  if (event.type === 'keydown') return !WIDGET_KEYS.has((event as KeyboardEvent).key) || isTextField(event.target);
  return false; // a submit would reload the page with the visitor's data in the address
}

function copyOf(event: Event): Event {
  // The event itself serves as the init dictionary: its getters give bubbles, key, clientX, ...
  if (event instanceof KeyboardEvent) return new KeyboardEvent(event.type, event);
  if (event instanceof MouseEvent) return new MouseEvent(event.type, event);
  return new Event(event.type, event);
}

export interface HeldInteractions {
  /** Stops holding and plays the held events again, in order, on their original targets. */
  release(): void;
}

/**
 * Until an island has hydrated, a click, a submit or a widget key on it would do nothing (or
 * reload the page): they are held back here and played again once the island's handlers are
 * attached, so the visitor's first press is never lost. `onHeld` is told at once (to hydrate now).
 */
export function holdInteractions(island: HTMLElement, onHeld: () => void): HeldInteractions {
  const held: { target: EventTarget; event: Event }[] = [];
  const hold = (event: Event) => {
    if (worksWithoutCode(event) || !event.target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target: event.target, event });
    onHeld();
  };
  const types = ['click', 'keydown', 'submit'] as const;
  for (const type of types) island.addEventListener(type, hold, { capture: true });
  return {
    release() {
      for (const type of types) island.removeEventListener(type, hold, { capture: true });
      for (const { target, event } of held.splice(0)) {
        if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
        else target.dispatchEvent(copyOf(event));
      }
    },
  };
}
