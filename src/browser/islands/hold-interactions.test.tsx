import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInteractions } from './hold-interactions';

function island(html: string): HTMLElement {
  const element = document.createElement('page-island');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdInteractions', () => {
  it('holds a click on a not-yet-hydrated button, asks to hydrate, and replays the click after release', () => {
    const element = island('<button type="button">Next slide</button>');
    const button = element.querySelector('button')!;
    const onHeld = vi.fn();
    const held = holdInteractions(element, onHeld);
    const clicks: string[] = [];
    button.addEventListener('click', (event) => clicks.push(event.isTrusted ? 'trusted' : 'replayed'));

    button.click();
    expect(onHeld).toHaveBeenCalledOnce();
    expect(clicks, 'the click did not reach the button before hydration').toEqual([]);

    held.release();
    expect(clicks).toEqual(['replayed']);
    button.click();
    expect(clicks, 'after release clicks pass straight through').toEqual(['replayed', 'replayed']);
  });

  it('lets a link navigate on its own', () => {
    const element = island('<a href="/product"><span>Products</span></a>');
    const onHeld = vi.fn();
    holdInteractions(element, onHeld);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('holds arrow keys for a widget but never typing in a field', () => {
    const element = island('<div tabindex="0" id="carousel"></div><input id="name">');
    const onHeld = vi.fn();
    const held = holdInteractions(element, onHeld);
    const keys: string[] = [];
    element.addEventListener('keydown', (event) => keys.push(event.key));
    const press = (target: Element, key: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

    press(element.querySelector('#name')!, 'ArrowRight');
    press(element.querySelector('#name')!, 'a');
    press(element.querySelector('#carousel')!, 'Tab');
    expect(keys).toEqual(['ArrowRight', 'a', 'Tab']);
    press(element.querySelector('#carousel')!, 'ArrowRight');
    expect(keys).toEqual(['ArrowRight', 'a', 'Tab']);
    expect(onHeld).toHaveBeenCalledOnce();

    held.release();
    expect(keys).toEqual(['ArrowRight', 'a', 'Tab', 'ArrowRight']);
  });

  it('keeps a form from submitting to the page address and submits it once hydrated', () => {
    const element = island('<form><input name="email" value="a@b.in"></form>');
    const form = element.querySelector('form')!;
    const held = holdInteractions(element, () => {});
    const submitted: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submitted.push(true);
      event.preventDefault();
    });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    held.release();
    expect(submitted).toEqual([true]);
  });
});
