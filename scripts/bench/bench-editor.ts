/**
 * Issue 25: how quickly the page editor (`npm run edit`) answers typing. The editor runs on a temporary
 * copy of the project; Chromium opens the largest product page with every block unfolded and types
 * into the first block's heading. Per keystroke, measured in the page with performance.now():
 * - keystroke-to-paint: keydown → the frame after the input shows the new value (requestAnimationFrame,
 *   then a message-channel task, which runs once that frame is painted);
 * - edit-to-preview: keydown → the preview iframe's DOM holds the text typed so far.
 * Printed, never asserted: timings depend on the machine and what else runs on it.
 *
 *   BENCH_EDITOR_FILE=pages/index.json   another page (default: the largest file in pages/product/)
 *   BENCH_EDITOR_KEYS=40                 keystrokes
 *   BENCH_EDITOR_INTERVAL_MS=120         time between keystrokes (a quick typist: 8 per second)
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../tests/browser/harness/chromium';
import { startTempEditor } from '../../tests/browser/harness/editor';
import { fieldId } from '../../src/editor/client/form/form-context';
import { repoRoot } from '../../tests/browser/harness/repo-root';
import { median } from './bench-median';
import { ms, printTable } from './bench-table';

export interface EditorLatency {
  file: string;
  keys: number;
  paintMs: number[];
  previewMs: number[];
}

/** The biggest product page (by bytes): the form with the most fields, the worst case. */
export function largestProductPage(root = repoRoot): string {
  const dir = path.join(root, 'pages', 'product');
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  files.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
  if (!files[0]) throw new Error('pages/product/ has no page');
  return `pages/product/${files[0]}`;
}

/** Installs the recorders in the editor page; `window.__benchEditor` collects one entry per keydown. */
async function installRecorders(page: Page, original: string): Promise<void> {
  // tsx names functions with a __name helper that the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  await page.evaluate((originalText) => {
    interface Entry {
      down: number;
      paint?: number;
      preview?: number;
      expected: string;
    }
    const entries: Entry[] = [];
    (window as unknown as { __benchEditor: Entry[] }).__benchEditor = entries;
    let typed = originalText;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key.length !== 1) return;
        typed += event.key;
        entries.push({ down: performance.now(), expected: typed });
      },
      true,
    );
    document.addEventListener(
      'input',
      () => {
        const entry = entries.at(-1);
        if (!entry) return;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            entry.paint ??= performance.now();
          };
          channel.port2.postMessage(null);
        });
      },
      true,
    );
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview of the page"]');
    const previewDocument = frame?.contentDocument;
    if (!previewDocument) throw new Error('no preview frame');
    const seen = (text: string) => {
      const now = performance.now();
      for (const entry of entries)
        if (entry.preview === undefined && text.includes(entry.expected)) entry.preview = now;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') seen(record.target.textContent ?? '');
        for (const node of record.addedNodes) seen(node.textContent ?? '');
      }
    }).observe(previewDocument, { subtree: true, childList: true, characterData: true });
  }, original);
}

/** Like the browser tests' openEditor, without vitest's expect (this runs as a plain script). */
async function openEditor(page: Page, url: string, file: string): Promise<void> {
  await page.goto(`${url}?file=${encodeURIComponent(file)}`);
  await page.locator(`#${fieldId('/title')}`).waitFor({ timeout: 60_000 });
  await page.frameLocator('iframe[title="Preview of the page"]').locator('main').waitFor({ timeout: 60_000 });
}

async function unfoldEveryBlock(page: Page): Promise<void> {
  const toggles = page.locator('[id^="block-card-"] button[aria-controls$="-fields"][aria-expanded="false"]');
  while ((await toggles.count()) > 0) await toggles.first().click();
}

/** Types `keys` letters at the end of the first block's heading and reads the recorders. */
export async function measureEditorTyping(
  browser: Browser,
  url: string,
  file: string,
  keys: number,
  intervalMs: number,
): Promise<EditorLatency> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  try {
    const page = await context.newPage();
    await openEditor(page, url, file);
    await unfoldEveryBlock(page);
    const heading = page.locator(`#${fieldId('/blocks/0/heading')}`);
    const original = await heading.inputValue();
    // Let the first check and preview settle before typing.
    await page.waitForTimeout(1500);
    await installRecorders(page, original);
    await heading.focus();
    await page.keyboard.press('End');
    const text = 'abcdefghijklmnopqrstuvwxyz';
    for (let index = 0; index < keys; index += 1) {
      await page.keyboard.press(text[index % text.length]!);
      await page.waitForTimeout(intervalMs);
    }
    // The last keystrokes' previews (a debounced check) have time to arrive.
    await page.waitForTimeout(3000);
    const entries = await page.evaluate(
      () =>
        (window as unknown as { __benchEditor: { down: number; paint?: number; preview?: number }[] }).__benchEditor,
    );
    return {
      file,
      keys: entries.length,
      paintMs: entries.map((entry) => (entry.paint ?? Number.NaN) - entry.down),
      previewMs: entries.map((entry) => (entry.preview ?? Number.NaN) - entry.down),
    };
  } finally {
    await context.close();
  }
}

export function printEditorLatency(results: readonly EditorLatency[]): string[] {
  const max = (values: number[]) => Math.max(...values.filter(Number.isFinite));
  const missing = (values: number[]) => values.filter((value) => !Number.isFinite(value)).length;
  printTable(
    'Page editor typing (issue 25): ms from keydown, in Chromium on this machine',
    ['page', 'keys', 'paint median', 'paint max', 'preview median', 'preview max', 'never previewed'],
    results.map((result) => [
      result.file,
      result.keys,
      ms(median(result.paintMs)),
      ms(max(result.paintMs)),
      ms(median(result.previewMs)),
      ms(max(result.previewMs)),
      missing(result.previewMs),
    ]),
  );
  return results.flatMap((result) => [
    `${median(result.paintMs) <= 50 ? 'met    ' : 'MISSED '} ${result.file}: keystroke-to-paint median ${ms(median(result.paintMs))} ms <= 50`,
    `${median(result.previewMs) <= 300 ? 'met    ' : 'MISSED '} ${result.file}: edit-to-preview median ${ms(median(result.previewMs))} ms <= 300`,
  ]);
}

/** The editor section of `npm run bench`: returns its met/MISSED lines. */
export async function runEditorBench(): Promise<string[]> {
  const file = process.env.BENCH_EDITOR_FILE ?? largestProductPage();
  const keys = Math.max(1, Number(process.env.BENCH_EDITOR_KEYS ?? 40));
  const intervalMs = Math.max(0, Number(process.env.BENCH_EDITOR_INTERVAL_MS ?? 120));
  console.log(`\nPage editor: typing ${keys} letters into ${file} (editor on a temporary copy of the project) ...`);
  const [editor, browser] = await Promise.all([startTempEditor(), launchChromium()]);
  try {
    // The first visit compiles the editor's client in Vite: not part of what an author waits for while typing.
    const warm = await browser.newPage();
    await openEditor(warm, editor.url, file);
    await warm.close();
    const result = await measureEditorTyping(browser, editor.url, file, keys, intervalMs);
    return printEditorLatency([result]);
  } finally {
    await browser.close();
    await editor.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runEditorBench().then(
    (lines) => {
      for (const line of lines) console.log(`  ${line}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
