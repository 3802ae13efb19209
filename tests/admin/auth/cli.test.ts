import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../../src/admin/auth/password.ts';
import { openAdminStore } from '../../../src/admin/store/open-admin-store.ts';

// Every login and new account runs scrypt: tens of milliseconds alone, seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let dir = '';
let databaseUrl = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'users-cli-'));
  databaseUrl = `sqlite:${path.join(dir, 'data', 'leads.db')}`;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** What `npm run <script> -- <args>` runs, without npm's own start-up time, with DATABASE_URL at a temporary SQLite. */
function run(script: 'users' | 'audit', args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin ?? '');
  });
}

const add = (email: string, role: string, password = 'a long enough password', ...more: string[]) =>
  run('users', ['add', email, '--role', role, '--password-stdin', ...more], `${password}\n`);

describe('npm run users', () => {
  it('adds users from a password on standard input, lists them as a table, never with a hash', async () => {
    const added = await add('Ann@Example.com', 'admin', 'a long enough password', '--name', 'Ann Admin');
    expect(added).toEqual({ code: 0, stdout: 'Added ann@example.com (Ann Admin) as admin.\n', stderr: '' });
    expect(await add('bob@example.com', 'AUTHOR')).toMatchObject({
      code: 0,
      stdout: 'Added bob@example.com (bob) as author.\n',
    });

    const list = await run('users', ['list']);
    expect(list.code).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Email +Name +Role +Created$/);
    expect(lines[1]).toMatch(/^ann@example\.com +Ann Admin +admin +\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(lines[2]).toMatch(/^bob@example\.com +bob +author +\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(list.stdout).not.toContain('scrypt');

    const store = await openAdminStore(databaseUrl);
    try {
      const ann = await store.userByEmail('ann@example.com');
      expect(await verifyPassword('a long enough password', ann!.passwordHash)).toBe(true);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('refuses a password under 12 characters and an unknown role with exit code 2, adding nobody', async () => {
    const short = await add('ann@example.com', 'admin', 'short pass');
    expect(short.code).toBe(2);
    expect(short.stderr).toBe('The password must be at least 12 characters long (this one has 10).\n');
    const role = await add('ann@example.com', 'owner');
    expect(role.code).toBe(2);
    expect(role.stderr).toBe('Unknown role "owner": use author, publisher or admin.\n');
    const noRole = await run('users', ['add', 'ann@example.com', '--password-stdin'], 'a long enough password\n');
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toContain('add needs --role: author, publisher or admin.');
    const noTerminal = await run('users', ['add', 'ann@example.com', '--role', 'admin']);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain('give it on standard input with --password-stdin');
    expect((await add('ann@example.com', 'admin')).code).toBe(0);
    expect((await run('users', ['list'])).stdout.trimEnd().split('\n')).toHaveLength(2);
  }, 60_000);

  it('changes roles and removes users, but never the last admin', async () => {
    await add('ann@example.com', 'admin');
    await add('bob@example.com', 'author');
    const lastRemove = await run('users', ['remove', 'ann@example.com']);
    expect(lastRemove).toMatchObject({ code: 1 });
    expect(lastRemove.stderr).toBe(
      'Cannot remove ann@example.com: it is the last admin. Make another user admin first.\n',
    );
    expect((await run('users', ['set-role', 'ann@example.com', 'author'])).code).toBe(1);

    // A role in capitals is the role it names, as a person types it.
    expect(await run('users', ['set-role', 'bob@example.com', 'Admin'])).toMatchObject({
      code: 0,
      stdout: 'bob@example.com is now admin.\n',
    });
    expect(await run('users', ['remove', 'ann@example.com'])).toMatchObject({ code: 0 });
    expect((await run('users', ['set-role', 'bob@example.com', 'boss'])).code).toBe(2);
    expect((await run('users', ['remove', 'nobody@example.com'])).stderr).toBe(
      'No user with the email nobody@example.com.\n',
    );
    const duplicate = await add('bob@example.com', 'author');
    expect([duplicate.code, duplicate.stderr]).toEqual([1, 'A user with the email bob@example.com already exists.\n']);
    expect((await run('users', ['list'])).stdout).toMatch(/^bob@example\.com +bob +admin /m);
  }, 60_000);

  it('explains an unknown command with the usage, exit code 2', async () => {
    const result = await run('users', ['delete', 'ann@example.com']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown command "delete": use add, list, set-role or remove.');
    expect(result.stderr).toContain('npm run users -- add <email> --role author|publisher|admin');
  }, 60_000);
});

describe('npm run audit', () => {
  it('prints the newest entries first as a table or JSON, as many as asked', async () => {
    await add('ann@example.com', 'admin');
    await add('bob@example.com', 'author');
    await run('users', ['set-role', 'bob@example.com', 'publisher']);

    const table = await run('audit', []);
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^When +Who +Action +Subject +Detail$/);
    expect(lines.slice(1).map((line) => line.split(/ {2,}/).slice(1))).toEqual([
      ['-', 'user-role', 'bob@example.com', 'author → publisher from the command line'],
      ['-', 'user-add', 'bob@example.com', 'added as author from the command line'],
      ['-', 'user-add', 'ann@example.com', 'added as admin from the command line'],
    ]);

    const json = await run('audit', ['--limit', '1', '--json']);
    expect(JSON.parse(json.stdout)).toEqual([
      {
        id: 3,
        at: expect.any(String),
        actor: null,
        action: 'user-role',
        subject: 'bob@example.com',
        detail: 'author → publisher from the command line',
      },
    ]);
    const bad = await run('audit', ['--limit', 'lots']);
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([
      2,
      '--limit must be a whole number from 1 to 1000 (got "lots").',
    ]);
  }, 60_000);

  it('says where it looked when there is no database yet, creating none', async () => {
    const result = await run('audit', []);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No database at ${path.join(dir, 'data', 'leads.db')} yet`);
    expect(existsSync(path.join(dir, 'data'))).toBe(false);
  }, 60_000);
});
