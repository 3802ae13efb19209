/** What a rebuild must do for a set of changed files (project-relative, '/' separators). */
export type RebuildPlan = { full: true; reason: string } | { full: false; pages: string[]; images: string[] };

const PAGE_FILE = /^pages\/.+\.json$/;
/** Images come and go with the pages that name them: copied as they are, renditions written for the pages. */
const IMAGE_FILE = /^public\/images\/.+/;

/**
 * Only page files (and images beside them) can be rendered one by one: everything else the pages are
 * made with (site.json, schemas, the engine's code, other public files) may change every page, so it
 * takes a full build. No list at all means "not known": full as well.
 */
export function planRebuild(changedFiles: readonly string[] | undefined): RebuildPlan {
  if (!changedFiles) return { full: true, reason: 'no list of changed files' };
  const files = changedFiles.map((file) => file.replaceAll('\\', '/').replace(/^\.\//, ''));
  const other = files.find((file) => !PAGE_FILE.test(file) && !IMAGE_FILE.test(file));
  if (other !== undefined) return { full: true, reason: `${other} changed` };
  const unique = (pattern: RegExp) => [...new Set(files.filter((file) => pattern.test(file)))].sort();
  return { full: false, pages: unique(PAGE_FILE), images: unique(IMAGE_FILE) };
}
