import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEditor, type RunningEditor } from '../../../src/editor/server/start-editor';
import { validateProject } from '../../../src/build/validation/validate-project';
import { copyEditorSite } from './editor-site';
import { freePort } from './free-port';

export interface TempEditor {
  /** The temporary project folder the editor edits (a copy of tests/fixtures/editor-site). */
  root: string;
  /** The editor's address, e.g. http://127.0.0.1:41234/. */
  url: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** The errors `npm run validate` would report for the temporary project (warnings left out). */
  validationErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts `npm run edit`'s server on a temporary copy of the editor fixture site, on a free loopback port. */
export async function startTempEditor(): Promise<TempEditor> {
  const root = mkdtempSync(path.join(tmpdir(), 'page-editor-browser-'));
  copyEditorSite(root);
  let editor: RunningEditor;
  try {
    editor = await startEditor({ root, port: await freePort(), host: '127.0.0.1' });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    root,
    url: editor.url,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    write: (file, text) => writeFileSync(path.join(root, file), text),
    async validationErrors() {
      const { problems } = await validateProject({ root, schemasDir: path.join(root, 'schemas') });
      return problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.file}: ${problem.message}`);
    },
    async close() {
      await editor.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
