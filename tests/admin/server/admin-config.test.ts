import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../src/server/server-config.ts';

const rootDir = path.resolve('/srv/site');

describe('ADMIN and CONTENT_* in readServerConfig', () => {
  it('leaves the admin off when ADMIN is unset, empty or off', () => {
    for (const value of [undefined, '', 'off']) expect(readServerConfig({ ADMIN: value }, rootDir).admin).toBeNull();
  });

  it('defaults to the project checkout, main, no remote and data/admin', () => {
    expect(readServerConfig({ ADMIN: 'on' }, rootDir).admin).toEqual({
      contentDir: rootDir,
      contentBranch: 'main',
      contentRemote: undefined,
      stateDir: path.join(rootDir, 'data/admin'),
    });
  });

  it('reads CONTENT_DIR, CONTENT_BRANCH, CONTENT_REMOTE and ADMIN_STATE_DIR', () => {
    const config = readServerConfig(
      {
        ADMIN: 'on',
        CONTENT_DIR: '/srv/content',
        CONTENT_BRANCH: 'live',
        CONTENT_REMOTE: 'git@example.in:site.git',
        ADMIN_STATE_DIR: 'state',
      },
      rootDir,
    );
    expect(config.admin).toEqual({
      contentDir: '/srv/content',
      contentBranch: 'live',
      contentRemote: 'git@example.in:site.git',
      stateDir: path.join(rootDir, 'state'),
    });
  });

  it.each([
    [{ ADMIN: 'yes please' }, /ADMIN must be "on" or "off"/],
    [{ ADMIN: 'on', CONTENT_BRANCH: '--upload-pack=x' }, /CONTENT_BRANCH must be a plain branch name/],
    [{ ADMIN: 'on', CONTENT_BRANCH: 'main..other' }, /CONTENT_BRANCH must be a plain branch name/],
  ])('refuses %o', (env, message) => {
    expect(() => readServerConfig(env, rootDir)).toThrow(message);
  });
});
