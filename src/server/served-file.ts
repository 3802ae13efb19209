import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file the build writes beside the pages (`_redirects`, `_content-schedule.json`), parsed, read again
 * only when it may have changed: when it is another file (a new release behind the link, or a rebuild:
 * its real folder, inode, size or time differ). A missing or unreadable file gives `empty`.
 */
export function servedFileReader<T>(distDir: string, name: string, parse: (text: string) => T, empty: T) {
  let current: { version: string; value: Promise<T> } | undefined;
  return async (): Promise<T> => {
    const folder = await realpath(distDir).catch(() => distDir);
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    const version = info ? `${folder}\n${info.ino}\n${info.size}\n${info.mtimeMs}` : `${folder}\nnone`;
    if (current?.version !== version) {
      const value = info ? readFile(file, 'utf8').then(parse, () => empty) : Promise.resolve(empty);
      current = { version, value };
    }
    return current.value;
  };
}
