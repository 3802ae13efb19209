import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { siteTheme } from './theme-css';
import { cssVariablesResolver, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const WHITE = '#ffffff';
const AA_NORMAL_TEXT = 4.5;

/** The hex colour a 'var(--mantine-color-<name>-<shade>)' value stands for. */
function resolveColor(value: string): string {
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (!match) throw new Error(`not a palette colour: ${value}`);
  const [, name = '', shade = '0'] = match;
  const palette = full.colors[name];
  if (!palette) throw new Error(`no palette ${name}`);
  return palette[Number(shade)] as string;
}

describe('theme', () => {
  it('uses brand (#0b4f8a) as the primary colour at shade 7, and accent shade 7 #9a3412', () => {
    expect(full.primaryColor).toBe('brand');
    expect(full.primaryShade).toBe(7);
    expect(full.colors.brand?.[7]).toBe('#0b4f8a');
    expect(full.colors.accent?.[7]).toBe('#9a3412');
    expect(full.colors.brand).toHaveLength(10);
    expect(full.colors.accent).toHaveLength(10);
  });

  it('sets text and headings in the brand typeface, then its metric-adjusted fallback, then system fonts', () => {
    const site = mergeMantineTheme(DEFAULT_THEME, siteTheme);
    expect(site.fontFamily).toMatch(/^"IBM Plex Sans", "IBM Plex Sans fallback", system-ui,/);
    expect(site.headings.fontFamily).toBe(site.fontFamily);
  });

  it.each([
    ['body text', full.black, WHITE],
    ['filled brand button (white on brand-7)', WHITE, full.colors.brand![7]!],
    ['filled accent button (white on accent-7)', WHITE, full.colors.accent![7]!],
    ['brand-6 light-variant text', full.colors.brand![6]!, WHITE],
    ['accent-6 text', full.colors.accent![6]!, WHITE],
  ])('%s passes WCAG AA', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it.each([
    '--mantine-color-dimmed',
    '--mantine-color-anchor',
    '--mantine-color-error',
    '--mantine-color-success',
    '--mantine-color-placeholder',
  ])('%s passes WCAG AA on white (Mantine’s default does not for most)', (variable) => {
    const light: Record<string, string | undefined> = cssVariablesResolver(full).light;
    const value = light[variable];
    expect(value, `${variable} is overridden`).toBeDefined();
    expect(contrastRatio(resolveColor(value!), WHITE)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});
