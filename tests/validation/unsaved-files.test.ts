/**
 * validateProject's unsavedFiles: the page editor checks a page as it would be saved, with every
 * cross-file rule (links, duplicate titles) seeing the edited text instead of the file on disk.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateProject } from '../../src/build/validation/validate-project';
import { copyProject } from '../page-editor/editor-test-project';

const root = copyProject();
afterAll(() => rmSync(root, { recursive: true, force: true }));

const aboutText = readFileSync(path.join(root, 'pages/about.json'), 'utf8');
const rulesIn = (problems: { file: string; rule: string }[], file: string) =>
  problems.filter((problem) => problem.file === file).map((problem) => problem.rule);

describe('validateProject with unsaved files', () => {
  it("reports the unsaved text's problems, at its lines, not the file on disk's", async () => {
    const broken = aboutText.replace('"title": "About Us"', '"title": 42');
    const { problems } = await validateProject({ root, unsavedFiles: new Map([['pages/about.json', broken]]) });
    const titleProblem = problems.find(
      (problem) => problem.file === 'pages/about.json' && problem.pointer === '/title',
    );
    expect(titleProblem).toMatchObject({ severity: 'error', line: 4 });
    expect(readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe(aboutText);
    const onDisk = await validateProject({ root });
    expect(rulesIn(onDisk.problems, 'pages/about.json')).not.toContain(titleProblem!.rule);
  });

  it("compares the unsaved text with the other pages (another page's title is a duplicate)", async () => {
    const contact = readFileSync(path.join(root, 'pages/contact.json'), 'utf8');
    const retitled = contact.replace(/"title": "[^"]*"/, '"title": "About Us"');
    expect(retitled).not.toBe(contact);
    const { problems } = await validateProject({ root, unsavedFiles: new Map([['pages/contact.json', retitled]]) });
    expect(rulesIn(problems, 'pages/contact.json')).toContain('duplicate-title');
    expect(rulesIn((await validateProject({ root })).problems, 'pages/contact.json')).not.toContain('duplicate-title');
  });

  it('validates a page file that exists only in memory, and links to it resolve', async () => {
    const newPage = aboutText.replace('"About Us"', '"A page not yet on disk"');
    const { problems, pageFiles } = await validateProject({
      root,
      unsavedFiles: new Map([['pages/not-yet.json', newPage]]),
    });
    expect(pageFiles).toContain('pages/not-yet.json');
    expect(problems.filter((problem) => problem.file === 'pages/not-yet.json' && problem.severity === 'error')).toEqual(
      [],
    );
  });
});
