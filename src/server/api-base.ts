/** The default lead API base, as in schemas/site.schema.json. */
export const DEFAULT_API_BASE = '/api/';

/** The path this server answers leads on: `{apiBase}query/add`, also when apiBase is an absolute URL. */
export function leadPath(apiBase: string): string {
  const basePath = isAbsolute(apiBase) ? new URL(apiBase).pathname : apiBase;
  return `${basePath.endsWith('/') ? basePath : `${basePath}/`}query/add`;
}

/** The API's origin when forms post to another host (the CSP must allow it), otherwise null. */
export function apiOrigin(apiBase: string): string | null {
  return isAbsolute(apiBase) ? new URL(apiBase).origin : null;
}

function isAbsolute(apiBase: string): boolean {
  return /^https?:\/\//.test(apiBase);
}
