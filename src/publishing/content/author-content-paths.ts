/**
 * The files authors write, through the editor or /admin: pages, collection entries, images, site.json and
 * the redirects the editor adds when a page moves. Everything else in the content repository (src/, schemas/,
 * package.json, scripts) is the developers' code, which only developers' commits change: a rollback restores
 * these paths alone. tests/publishing/content/author-content-paths.test.ts holds this list to the editor's
 * sandbox (src/editor/server/sandbox.ts), which publishing code may not import.
 */
export const AUTHOR_CONTENT_FOLDERS = ['pages/', 'content/', 'public/images/'] as const;
export const AUTHOR_CONTENT_FILES = ['site.json', 'redirects.json'] as const;

/** Whether a project-relative path (forward slashes) is content an author writes. */
export function isAuthorContent(file: string): boolean {
  return (
    (AUTHOR_CONTENT_FILES as readonly string[]).includes(file) ||
    AUTHOR_CONTENT_FOLDERS.some((folder) => file.startsWith(folder))
  );
}
