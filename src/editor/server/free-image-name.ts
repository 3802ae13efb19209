import path from 'node:path';

/** How many numbered names an upload tries before giving up (a folder with that many copies needs tidying). */
const MAX_TRIES = 999;

/**
 * The first name like `name` that `isTaken` says is free: 'robot.jpg' → 'robot-2.jpg', then 'robot-3.jpg'.
 * A name that already ends in a number counts on from it ('robot-2.jpg' → 'robot-3.jpg'), so uploading
 * the same picture again never yields 'robot-2-2.jpg'. The folder and the extension stay.
 */
export async function freeImageName(name: string, isTaken: (name: string) => Promise<boolean>): Promise<string> {
  const extension = path.posix.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  const numbered = /^(.*)-(\d+)$/.exec(stem);
  const base = numbered ? numbered[1]! : stem;
  const first = numbered ? Number(numbered[2]) + 1 : 2;
  for (let number = first; number < first + MAX_TRIES; number++) {
    const candidate = `${base}-${number}${extension}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free name like ${name} after ${MAX_TRIES} tries.`);
}
