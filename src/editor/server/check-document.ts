import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckResponse, EditorProblem } from '../shared/editor-api.ts';
import { resolveDocumentSiteReferences } from '../../build/pages/document-site-references.ts';
import { getValidator } from '../../build/validation/create-validator.ts';
import { pageWithDefaults, projectSchemasDir, siteWithDefaults } from '../../build/validation/apply-schema-defaults.ts';
import type { Problem } from '../../build/validation/problem.ts';
import { validateProject } from '../../build/validation/validate-project.ts';
import { collectionFileParts } from '../../collections/collections.ts';
import { textToSave, toEditorProblem } from './editor-document.ts';
import { entryPreviewOf } from './entry-preview.ts';
import { resolvePreviewPage, resolvePreviewSite } from './preview-images.ts';

async function readOrEmpty(absolute: string): Promise<string> {
  return readFile(absolute, 'utf8').catch(() => '');
}

/** Identifies a problem across two validations of the project. */
function problemKey(problem: Problem): string {
  return [problem.file, problem.rule, problem.pointer, problem.message].join('\u0000');
}

/**
 * What `npm run validate` would say about `file` if `data` were saved: the project is validated with
 * the text saving would write standing in for the file (so lines and columns are those of the saved
 * file). Returned: every problem of the edited file, and the errors this edit would cause in other
 * files (a removed anchor another page links to, a site value a page refers to), found by comparing
 * with the project as it is on disk. Both kinds block saving, so what the editor saves, the build
 * accepts; other files' own older problems are theirs, shown when they are opened.
 */
export async function checkDocument(root: string, file: string, absolute: string, data: unknown) {
  const text = await textToSave(data, await readOrEmpty(absolute), absolute);
  const project = { root, schemasDir: projectSchemasDir(root) };
  const edited = await validateProject({ ...project, unsavedFiles: new Map([[file, text]]) });
  const own = edited.problems.filter((problem) => problem.file === file);
  const elsewhere = edited.problems.filter((problem) => problem.file !== file && problem.severity === 'error');
  // Usually there are none, and the project on disk need not be validated a second time.
  const before =
    elsewhere.length === 0 ? new Set<string>() : new Set((await validateProject(project)).problems.map(problemKey));
  const caused = [...own, ...elsewhere.filter((problem) => !before.has(problemKey(problem)))];
  return { text, problems: caused.map(toEditorProblem) };
}

/** Problems that block saving. */
export function errorsOf(problems: readonly EditorProblem[]): EditorProblem[] {
  return problems.filter((problem) => problem.severity === 'error');
}

/**
 * The page and site as production's renderer receives them: schema defaults filled in (as
 * vite-plugin-pages.ts does), {{site references}} replaced by site.json's values, and images
 * resolved by the build's image pipeline (sizes from the files, AVIF/WebP renditions, focus crops),
 * so the preview shows each photo as the site will serve it, saved or not. An entry is shown as its
 * own page and in its list, as typed (entry-preview.ts).
 */
export async function previewOf(root: string, file: string, data: unknown): Promise<CheckResponse['preview']> {
  const schemasDir = projectSchemasDir(root);
  const siteData: unknown =
    file === 'site.json' ? data : JSON.parse(await readFile(path.join(root, 'site.json'), 'utf8'));
  const site = await resolvePreviewSite(root, siteWithDefaults(siteData, schemasDir));
  if (file === 'site.json') return { page: null, site };
  if (collectionFileParts(file)) return { page: null, site, entry: await entryPreviewOf(root, file, siteData, data) };
  const { layer } = getValidator(schemasDir);
  const received = resolveDocumentSiteReferences(layer, 'page', pageWithDefaults(data, schemasDir), siteData);
  const page = await resolvePreviewPage(root, received);
  return { page, site };
}
