import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEditor, type RunningEditor } from '../../../src/editor/server/start-editor';
import { validateProject } from '../../../src/build/validation/validate-project';
import { freePort } from './free-port';
import { repoRoot } from './repo-root';

/**
 * What the editor may read and write, and what validation and the build need beside it: the site
 * contract too, so the editor's live check reports its requirements as `npm run validate` does.
 */
const PROJECT_PARTS = ['pages', 'site.json', 'site.contract.json', 'public', 'schemas'];

export interface TempEditor {
  /** The temporary project folder the editor edits. */
  root: string;
  /** The editor's address, e.g. http://127.0.0.1:41234/. */
  url: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** The errors `npm run validate` would report for the temporary project (warnings left out). */
  validationErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts `npm run edit`'s server on a temporary copy of the project, on a free loopback port. */
export async function startTempEditor(): Promise<TempEditor> {
  const root = mkdtempSync(path.join(tmpdir(), 'page-editor-browser-'));
  for (const part of PROJECT_PARTS) cpSync(path.join(repoRoot, part), path.join(root, part), { recursive: true });
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
