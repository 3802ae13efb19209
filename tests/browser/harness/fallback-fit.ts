import type { Page } from 'playwright-core';

/** How a text sets in one family: its width on one line, and the height of that line at line-height: normal. */
export interface TextSetting {
  width: number;
  lineBoxHeight: number;
}

/** Family under test, so the brand font is measured with font-display: block whatever the page's own face did. */
export const MEASURED_BRAND_FAMILY = 'Brand font, measured';

/**
 * Sets the text of the element at `selector` (its own size, weight and letter spacing) in each family and
 * measures it. The brand font is declared again from the file the page preloads, with font-display: block,
 * so it is measured even where the page's face (optional) came too late to be used.
 */
export async function measureTextSettings(
  page: Page,
  selector: string,
  families: readonly string[],
): Promise<Record<string, TextSetting>> {
  return page.evaluate(
    async ({ selector, families, brandFamily }) => {
      const fontUrl = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.href;
      if (!fontUrl) throw new Error('the page preloads no font');
      const face = new FontFace(brandFamily, `url(${fontUrl}) format('woff2')`, { weight: '100 700', display: 'block' });
      document.fonts.add(await face.load());
      const source = document.querySelector(selector);
      if (!source?.textContent) throw new Error(`no text at ${selector}`);
      const style = getComputedStyle(source);
      const settings: Record<string, { width: number; lineBoxHeight: number }> = {};
      for (const family of families) {
        const font = `${style.fontWeight} ${style.fontSize} "${family}"`;
        await document.fonts.load(font, source.textContent);
        const probe = document.createElement('div');
        Object.assign(probe.style, {
          position: 'absolute',
          left: '0',
          top: '0',
          whiteSpace: 'nowrap',
          lineHeight: 'normal',
          font,
          letterSpacing: style.letterSpacing,
        });
        const line = document.createElement('span');
        line.textContent = source.textContent;
        probe.append(line);
        document.body.append(probe);
        settings[family] = { width: line.getBoundingClientRect().width, lineBoxHeight: probe.getBoundingClientRect().height };
        probe.remove();
      }
      return settings;
    },
    { selector, families, brandFamily: MEASURED_BRAND_FAMILY },
  );
}
