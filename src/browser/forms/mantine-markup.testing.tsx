import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../theme';

/** The markup with every element's attributes in name order: CSS does not care about their order. */
function withSortedAttributes(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** What a Mantine component renders with the site theme, without the provider's <style>. */
export function mantineMarkup(ui: ReactElement): string {
  const html = renderToStaticMarkup(<MantineProvider theme={theme}>{ui}</MantineProvider>);
  return withSortedAttributes(html.replace(/<style[^]*?<\/style>/g, ''));
}

/** What one of our components renders, in the same form as mantineMarkup. */
export function ownMarkup(ui: ReactElement): string {
  return withSortedAttributes(renderToStaticMarkup(ui));
}
