import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaceholdersLeft, validateForPublish, ValidationRefused } from '../../../src/admin/server/validation-gate.ts';
import { copyBaseFixture } from '../../support/base-fixture.ts';

describe('the publish gate', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  function project(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'admin-gate-'));
    roots.push(root);
    copyBaseFixture(root);
    return root;
  }

  it('lets a valid project through', async () => {
    await expect(validateForPublish(project())).resolves.toBeUndefined();
  });

  it("refuses a page that would fail `npm run validate`, with the validator's file, line and message", async () => {
    const root = project();
    const file = path.join(root, 'pages/about.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...page, blocks: [{ type: 'no-such-block' }] }, null, 2));
    const refusal = await validateForPublish(root).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ValidationRefused);
    const problems = (refusal as ValidationRefused).problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ file: 'pages/about.json' });
    expect(problems[0]!.line).toBeGreaterThan(0);
  });

  it('refuses placeholders left in the files a publish changes, and only there (a rollback names none)', async () => {
    const root = project();
    const file = path.join(root, 'pages/about.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"title": "[^"]*"/, '"title": "TODO: title"'));
    await expect(validateForPublish(root)).resolves.toBeUndefined();
    await expect(validateForPublish(root, ['pages/index.json'])).resolves.toBeUndefined();
    const refusal = await validateForPublish(root, ['pages/about.json']).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PlaceholdersLeft);
    expect((refusal as PlaceholdersLeft).problems).toEqual([
      expect.objectContaining({ file: 'pages/about.json', message: expect.stringContaining('"TODO: title"') }),
    ]);
  });
});
