import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSchemasDir } from '../validation/load-schemas.ts';

/** What a new page's route may look like, for every refusal message. */
export const ALLOWED_ROUTES =
  "a route starts with '/' and has one or more parts of letters, digits, '.', '_' or '-' separated by '/', e.g. /product/vacuum-gripper-details";

/** The route pattern of schemas/page.schema.json, the one source of truth for what a route is. */
function schemaRoutePattern(schemasDir: string): RegExp {
  const schema = JSON.parse(readFileSync(path.join(schemasDir, 'page.schema.json'), 'utf8')) as {
    properties: { route: { pattern: string } };
  };
  return new RegExp(schema.properties.route.pattern);
}

/** The route an author probably meant: spaces as dashes, one leading slash, no trailing slash. */
function likelyRoute(route: string): string {
  const parts = route.trim().replace(/\s+/g, '-').split('/').filter(Boolean);
  return `/${parts.join('/')}`;
}

function whatIsWrong(route: string): string {
  if (route === '*') return "is the not-found page's route, and that page already exists";
  if (route === '/') return "is the home page's route (pages/index.json), and that page already exists";
  if (!route.startsWith('/')) return "does not start with '/'";
  if (route.endsWith('/')) return "ends with '/'";
  if (/\s/.test(route)) return 'contains a space';
  if (route.split('/').some((part) => part === '.' || part === '..'))
    return "has a '.' or '..' part, which would put the page file outside its folder";
  return "has an empty part ('//') or a character other than letters, digits, '.', '_', '-' and '/'";
}

/**
 * Why `route` cannot be given to a new page, or undefined when it can. On top of the schema's
 * pattern, '*' and '/' are refused (their pages always exist) and so are '.' and '..' parts: the
 * route becomes a file path, and '/product/../../x' would be written outside pages/.
 */
export function newPageRouteProblem(route: string, schemasDir = defaultSchemasDir): string | undefined {
  const matchesSchema = schemaRoutePattern(schemasDir).test(route);
  const hasDotPart = route.split('/').some((part) => part === '.' || part === '..');
  if (matchesSchema && route !== '*' && route !== '/' && !hasDotPart) return undefined;
  const suggestion = likelyRoute(route);
  const fixable = suggestion !== route && newPageRouteProblem(suggestion, schemasDir) === undefined;
  const hint = fixable ? ` (did you mean '${suggestion}'?)` : '';
  return `'${route}' ${whatIsWrong(route)}${hint}: ${ALLOWED_ROUTES}`;
}

/** The page file of a route, relative to the project root: /product/x -> pages/product/x.json. */
export function pageFileForRoute(route: string): string {
  return `pages${route}.json`;
}
