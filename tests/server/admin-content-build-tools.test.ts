import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingBuildToolsMessage } from '../../src/admin/server/content-build-tools.ts';

const engineRoot = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A checkout as `git clone` leaves it: the project's files, no node_modules. */
function freshClone(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'content-clone-'));
  made.push(dir);
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "page-engine", "type": "module" }\n');
  return dir;
}

describe('ADMIN=on with CONTENT_DIR a fresh clone', () => {
  it('says before building that it needs node_modules, and how to get them', () => {
    const dir = freshClone();
    const message = missingBuildToolsMessage(dir, engineRoot);
    expect(message).toContain(`CONTENT_DIR ${dir} has no node_modules`);
    expect(message).toContain('npm ci');
    expect(message).toContain(`ln -s "${path.join(engineRoot, 'node_modules')}" "${path.join(dir, 'node_modules')}"`);
  });

  it('builds once the engine packages are linked in, as the message says', () => {
    const dir = freshClone();
    symlinkSync(path.join(engineRoot, 'node_modules'), path.join(dir, 'node_modules'));
    expect(missingBuildToolsMessage(dir, engineRoot)).toBeNull();
  });

  it('is satisfied by the project checkout itself (the default CONTENT_DIR)', () => {
    expect(missingBuildToolsMessage(engineRoot, engineRoot)).toBeNull();
  });
});
