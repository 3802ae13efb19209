import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { startTempEditor, type TempEditor } from './editor';
import { openEditor } from './editor-page';
import { watchPageProblems, type PageProblems } from './page-problems';
import { standInForThirdParty } from './third-party';

export interface EditorSession {
  /** The editor under test (valid inside tests). */
  editor(): TempEditor;
  /** A fresh context and page with the editor open on `file`. */
  open(file: string, width?: number): Promise<{ page: Page; problems: PageProblems }>;
}

/**
 * One editor (on a temporary copy of the project) and one Chromium per test file; every `open` gets
 * its own browser context, closed after its test. The production server of the suite is not used.
 */
export function createEditorSession(): EditorSession {
  let editor: TempEditor | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [editor, browser] = await Promise.all([startTempEditor(), launchChromium()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
    await editor?.close();
  });
  const started = () => {
    if (!editor || !browser) throw new Error('the editor session starts in beforeAll: use it inside a test');
    return { editor, browser };
  };
  return {
    editor: () => started().editor,
    async open(file, width = 1600) {
      const { editor: running, browser: chromium } = started();
      const context = await chromium.newContext({ baseURL: running.url, viewport: { width, height: 1000 } });
      contexts.push(context);
      await standInForThirdParty(context, running.url);
      const page = await context.newPage();
      const problems = watchPageProblems(page, running.url);
      await openEditor(page, running.url, file);
      return { page, problems };
    },
  };
}
