import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/build/validation/format-problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { removeScaffoldProjects } from '../scaffold/scaffold-project';
import { contractFixture, heroHeadlines } from './contract-project';

afterAll(removeScaffoldProjects);

/**
 * A page file holding `null` (valid JSON, not a page): `npm run validate` stopped with "TypeError: Cannot read
 * properties of null (reading 'blocks')" and a stack of absolute paths, and the editor's save of such data
 * answered 500. Such a file is reported in words like any other that is not a page.
 */
describe('a page or site.json that is valid JSON but not an object', () => {
  it.each(['null', '[]', '"text"', '5'])('%s as the home page is an error at the file, not a crash', async (text) => {
    const root = contractFixture([heroHeadlines]);
    writeFileSync(path.join(root, 'pages/index.json'), `${text}\n`);
    const { problems } = await validateProject({ root });
    const onHome = problems.filter((problem) => problem.file === 'pages/index.json').map(formatProblem);
    expect(onHome.join('\n')).toMatch(/^pages\/index\.json/);
    expect(onHome.join('\n')).not.toMatch(/TypeError|null \(reading/);
  });

  it('null as site.json is an error at the file, not a crash', async () => {
    const root = contractFixture([heroHeadlines]);
    writeFileSync(path.join(root, 'site.json'), 'null\n');
    const { problems } = await validateProject({ root });
    expect(problems.some((problem) => problem.file === 'site.json' && problem.severity === 'error')).toBe(true);
  });
});
