import { expect, it } from 'vitest';
import { RepositoryLock } from './repository-lock.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder(log: string[]) {
  return (name: string, ms: number) => async () => {
    log.push(`start ${name}`);
    await pause(ms);
    log.push(`end ${name}`);
  };
}

it('runs two drafts side by side, one draft one at a time', async () => {
  const lock = new RepositoryLock();
  const log: string[] = [];
  const step = recorder(log);
  await Promise.all([
    lock.draft('drafts/a', step('a1', 30)),
    lock.draft('drafts/b', step('b1', 10)),
    lock.draft('drafts/a', step('a2', 1)),
  ]);
  expect(log).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2']);
});

it('runs exclusive work alone: after what holds the lock, before what asks after it', async () => {
  const lock = new RepositoryLock();
  const log: string[] = [];
  const step = recorder(log);
  const saveA = lock.draft('drafts/a', step('save a', 20));
  await pause(1);
  await Promise.all([
    saveA,
    lock.exclusive(step('publish', 10)),
    lock.draft('drafts/b', step('save b', 1)),
    lock.shared(step('read', 1)),
  ]);
  expect(log.slice(0, 4)).toEqual(['start save a', 'end save a', 'start publish', 'end publish']);
  expect(log.slice(4).sort()).toEqual(['end read', 'end save b', 'start read', 'start save b']);
});

it('goes on after a failure', async () => {
  const lock = new RepositoryLock();
  await expect(lock.exclusive(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  await expect(lock.draft('drafts/a', async () => 'saved')).resolves.toBe('saved');
  await expect(lock.exclusive(async () => 'published')).resolves.toBe('published');
});
