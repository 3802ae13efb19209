import type { Page } from 'playwright-core';

/** How a text sets in one family: its width on one line, and the height of that line at line-height: normal. */
export interface TextSetting {
  width: number;
  lineBoxHeight: number;
}

/** What to set: the longest text of the elements at `selector`, in their own size, weight and letter spacing. */
export type TextSample = { selector: string } | { text: string; fontWeight: number; fontSize: string };

/** Family under test, so the brand font is measured with font-display: block whatever the page's own face did. */
export const MEASURED_BRAND_FAMILY = 'Brand font, measured';

/**
 * Sets a text in each family and measures it. The brand font is declared again from the file the page
 * preloads, with font-display: block, so it is measured even where the page's face (optional) came too late.
 */
export async function measureTextSettings(
  page: Page,
  sample: TextSample,
  families: readonly string[],
): Promise<Record<string, TextSetting>> {
  return page.evaluate(
    async ({ sample, families, brandFamily }) => {
      const fontUrl = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.href;
      if (!fontUrl) throw new Error('the page preloads no font');
      const face = new FontFace(brandFamily, `url(${fontUrl}) format('woff2')`, {
        weight: '100 700',
        display: 'block',
      });
      document.fonts.add(await face.load());
      let text: string;
      let style: { fontWeight: string; fontSize: string; letterSpacing: string };
      if ('selector' in sample) {
        const [source] = [...document.querySelectorAll(sample.selector)].sort(
          (a, b) => (b.textContent?.length ?? 0) - (a.textContent?.length ?? 0),
        );
        if (!source?.textContent) throw new Error(`no text at ${sample.selector}`);
        text = source.textContent;
        style = getComputedStyle(source);
      } else {
        text = sample.text;
        style = { fontWeight: String(sample.fontWeight), fontSize: sample.fontSize, letterSpacing: 'normal' };
      }
      const settings: Record<string, { width: number; lineBoxHeight: number }> = {};
      for (const family of families) {
        const font = `${style.fontWeight} ${style.fontSize} "${family}"`;
        await document.fonts.load(font, text);
        const probe = document.createElement('div');
        Object.assign(probe.style, {
          position: 'absolute',
          left: '0',
          top: '0',
          whiteSpace: 'nowrap',
          font,
          lineHeight: 'normal',
          letterSpacing: style.letterSpacing,
        });
        const line = document.createElement('span');
        line.textContent = text;
        probe.append(line);
        document.body.append(probe);
        settings[family] = {
          width: line.getBoundingClientRect().width,
          lineBoxHeight: probe.getBoundingClientRect().height,
        };
        probe.remove();
      }
      return settings;
    },
    { sample, families, brandFamily: MEASURED_BRAND_FAMILY },
  );
}
