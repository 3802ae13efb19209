import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isReallyInside } from '../images/real-path-inside.ts';

/** Answers "does this site path exist under public/?", caching directory listings. */
export interface PublicFiles {
  /** True when the URL path (e.g. '/images/a.svg') is a file in public/. */
  has(urlPath: string): boolean;
  /** URL paths of the files beside `urlPath`'s location, for "did you mean" suggestions. */
  siblings(urlPath: string): string[];
  /** True when the URL path would leave public/ ('/images/../../secret', or through a symbolic link). */
  escapes(urlPath: string): boolean;
}

/**
 * Reads public/ for one validation: each answer is kept for the rest of it (a thousand posts that
 * share one cover picture ask about one file once).
 */
export function publicFiles(publicDir: string): PublicFiles {
  const listings = new Map<string, string[]>();
  const files = new Map<string, boolean>();
  const escaping = new Map<string, boolean>();
  const toFsPath = (urlPath: string) => path.join(publicDir, decodeURIComponent(urlPath));
  return {
    has(urlPath) {
      let isFile = files.get(urlPath);
      if (isFile === undefined) {
        const fsPath = toFsPath(urlPath);
        isFile = existsSync(fsPath) && statSync(fsPath).isFile();
        files.set(urlPath, isFile);
      }
      return isFile;
    },
    siblings(urlPath) {
      const urlDir = urlPath.slice(0, urlPath.lastIndexOf('/') + 1);
      let listing = listings.get(urlDir);
      if (!listing) {
        const fsDir = toFsPath(urlDir);
        listing = existsSync(fsDir)
          ? readdirSync(fsDir, { withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map((entry) => urlDir + entry.name)
          : [];
        listings.set(urlDir, listing);
      }
      return listing;
    },
    escapes(urlPath) {
      let escapes = escaping.get(urlPath);
      if (escapes === undefined) {
        const fsPath = toFsPath(urlPath);
        const relative = path.relative(publicDir, fsPath);
        // A symbolic link out of public/ is not published with the site either (git keeps the link only).
        escapes = relative.startsWith('..') || path.isAbsolute(relative) || !isReallyInside(publicDir, fsPath);
        escaping.set(urlPath, escapes);
      }
      return escapes;
    },
  };
}
