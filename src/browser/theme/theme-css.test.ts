import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeCssVariables } from './theme-css';

const css = themeCssVariables();
const declared = new Set([...css.matchAll(/(--mantine-[\w-]+):/g)].map((match) => match[1]));

/** Variables Mantine's own stylesheet defines for the light scheme (everything but the dark block). */
function mantineLightVariables(): string[] {
  const file = path.join(process.cwd(), 'node_modules/@mantine/core/styles/default-css-variables.css');
  const text = readFileSync(file, 'utf8');
  const withoutDark = text.replace(/:root\[data-mantine-color-scheme='dark'\][^{]*\{[^}]*\}/, '');
  return [...new Set([...withoutDark.matchAll(/(--mantine-[\w-]+):/g)].map((match) => match[1]!))];
}

describe('themeCssVariables', () => {
  it('is one :root rule, with no dark-scheme block', () => {
    expect(css.match(/\{/g)).toHaveLength(1);
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).not.toContain('dark"]');
  });

  it('defines every variable Mantine’s default stylesheet defines for the light scheme', () => {
    const missing = mantineLightVariables().filter((name) => !declared.has(name));
    expect(missing).toEqual([]);
  });

  it('carries the brand palette, the primary colour and the accessible text colours', () => {
    expect(css).toContain('--mantine-color-brand-7: #0b4f8a;');
    expect(css).toContain('--mantine-color-accent-7: #9a3412;');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled);');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7);');
    expect(css).toContain('--mantine-color-anchor: var(--mantine-color-brand-7);');
    expect(css).toMatch(/--mantine-font-family: "IBM Plex Sans", "IBM Plex Sans fallback", system-ui,/);
  });
});
