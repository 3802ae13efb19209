import type { Page, Response } from 'playwright-core';

/** One image the browser downloaded: its path, its MIME type and the bytes of its body. */
export interface DownloadedImage {
  path: string;
  type: string;
  bytes: number;
}

/**
 * Records every image response of the page from now on. `settle()` waits until all bodies are
 * read: a response counts with the bytes the browser received, not what the file on disk weighs.
 */
export function recordImageDownloads(page: Page): { settle(): Promise<DownloadedImage[]> } {
  const pending: Promise<DownloadedImage | undefined>[] = [];
  const read = async (response: Response): Promise<DownloadedImage | undefined> => {
    if (response.request().resourceType() !== 'image' || response.status() !== 200) return undefined;
    const body = await response.body().catch(() => undefined);
    if (!body) return undefined;
    return {
      path: new URL(response.url()).pathname,
      type: (response.headers()['content-type'] ?? '').split(';')[0]!.trim(),
      bytes: body.length,
    };
  };
  page.on('response', (response) => void pending.push(read(response)));
  return {
    async settle() {
      const all = await Promise.all(pending);
      return all.filter((image): image is DownloadedImage => image !== undefined);
    },
  };
}

/** Scrolls to the bottom in steps, so lazy images below the fold load too, then waits for the network. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
}

/** The file an <img> ended up showing (after <picture> and srcset chose), as a path, once it has loaded. */
export async function shownImage(page: Page, selector: string): Promise<{ path: string }> {
  const img = page.locator(selector).first();
  await img.evaluate((element: HTMLImageElement) =>
    element.complete ? undefined : new Promise((resolve) => element.addEventListener('load', resolve, { once: true })),
  );
  return { path: await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname) };
}

/** The largest image downloaded (by bytes), if any. */
export function largestDownload(images: readonly DownloadedImage[]): DownloadedImage | undefined {
  return images.reduce<DownloadedImage | undefined>(
    (max, image) => (!max || image.bytes > max.bytes ? image : max),
    undefined,
  );
}
