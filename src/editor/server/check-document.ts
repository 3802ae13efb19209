import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckResponse, EditorProblem } from '../shared/editor-api.ts';
import { resolveSiteReferences } from '../../build/pages/site-references.ts';
import { pageWithDefaults, projectSchemasDir, siteWithDefaults } from '../../build/validation/apply-schema-defaults.ts';
import { validateProject } from '../../build/validation/validate-project.ts';
import { textToSave, toEditorProblem } from './editor-document.ts';

async function readOrEmpty(absolute: string): Promise<string> {
  return readFile(absolute, 'utf8').catch(() => '');
}

/**
 * What `npm run validate` would say about `file` if `data` were saved: the project is validated with
 * the text saving would write standing in for the file (so lines and columns are those of the saved
 * file). Only the edited file's problems are returned: they are what the author can fix here, and
 * its errors are what blocks saving (other files' problems are theirs, shown when they are opened).
 */
export async function checkDocument(root: string, file: string, absolute: string, data: unknown) {
  const text = await textToSave(data, await readOrEmpty(absolute), absolute);
  const { problems } = await validateProject({
    root,
    schemasDir: projectSchemasDir(root),
    unsavedFiles: new Map([[file, text]]),
  });
  return { text, problems: problems.filter((problem) => problem.file === file).map(toEditorProblem) };
}

/** Problems that block saving. */
export function errorsOf(problems: readonly EditorProblem[]): EditorProblem[] {
  return problems.filter((problem) => problem.severity === 'error');
}

/**
 * The page and site as production's renderer receives them: schema defaults filled in (as
 * vite-plugin-pages.ts does), and {{site references}} replaced by site.json's values.
 */
export async function previewOf(root: string, file: string, data: unknown): Promise<CheckResponse['preview']> {
  const schemasDir = projectSchemasDir(root);
  const siteData: unknown =
    file === 'site.json' ? data : JSON.parse(await readFile(path.join(root, 'site.json'), 'utf8'));
  const site = siteWithDefaults(siteData, schemasDir);
  if (file === 'site.json') return { page: null, site };
  return { page: resolveSiteReferences(pageWithDefaults(data, schemasDir), siteData), site };
}
