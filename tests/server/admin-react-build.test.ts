import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * `ADMIN=on npm start` has no NODE_ENV. The admin's releases render with React's production build; if
 * its own imports had loaded React's development build first, the first release failed
 * ("dispatcher.getOwner is not a function") and the server did not start. The tests that start the
 * admin server set NODE_ENV=production themselves, so they could not see it.
 */
describe('the admin loaded by a server started without NODE_ENV', () => {
  it('loads React in its production build, the one its releases render with', async () => {
    const script = `
      const { loadAdmin } = await import('./src/server/load-admin.ts');
      await loadAdmin();
      const { createRequire } = await import('node:module');
      const React = createRequire(process.cwd() + '/package.json')('react');
      // React's development build marks every element with _store (its key warnings); production does not.
      console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, development: '_store' in React.createElement('div') }));
    `;
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.NODE_ENV;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: rootDir,
      env,
      timeout: 60_000,
    });
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual({ nodeEnv: 'production', development: false });
  }, 90_000);
});
