import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import { pageFileOfRoute, pageFileProblem, ROUTE_PART } from '../pages/page-route.ts';

/** What a new page's route may look like, for every refusal message. */
export const ALLOWED_ROUTES =
  "a route starts with '/' and has one or more parts of letters, digits, '.', '_' or '-' separated by '/', e.g. /product/vacuum-gripper-details";

/** The route an author probably meant: spaces as dashes, one leading slash, no trailing slash. */
function likelyRoute(route: string): string {
  const parts = route.trim().replace(/\s+/g, '-').split('/').filter(Boolean);
  return `/${parts.join('/')}`;
}

function whatIsWrong(route: string): string {
  if (route === NOT_FOUND_ROUTE) return "is the not-found page's route, and that page already exists";
  if (route === '/') return "is the home page's route (pages/index.json), and that page already exists";
  if (!route.startsWith('/')) return "does not start with '/'";
  if (route.endsWith('/')) return "ends with '/'";
  if (/\s/.test(route)) return 'contains a space';
  if (route.split('/').some((part) => part === '.' || part === '..'))
    return "has a '.' or '..' part, which would put the page file outside its folder";
  return "has an empty part ('//') or a character other than letters, digits, '.', '_', '-' and '/'";
}

/** Whether `route` has the shape of a page's route: '/' and parts that are folder and file names under pages/. */
function isRouteShaped(route: string): boolean {
  if (!route.startsWith('/') || route === '/') return false;
  return route
    .slice(1)
    .split('/')
    .every((part) => ROUTE_PART.test(part) && part !== '.' && part !== '..');
}

/**
 * Why `route` cannot be given to a new page, or undefined when it can. The route becomes the file
 * path (the file path is the route), so '/' and the not-found route are refused (their pages always
 * exist), and so are '.' and '..' parts: '/product/../../x' would be written outside pages/.
 */
export function newPageRouteProblem(route: string): string | undefined {
  if (isRouteShaped(route)) {
    const file = pageFileOfRoute(route);
    const fileProblem = pageFileProblem(file);
    return fileProblem ? `'${route}' would be the file ${file}, which ${fileProblem}` : undefined;
  }
  const suggestion = likelyRoute(route);
  const fixable = suggestion !== route && newPageRouteProblem(suggestion) === undefined;
  const hint = fixable ? ` (did you mean '${suggestion}'?)` : '';
  return `'${route}' ${whatIsWrong(route)}${hint}: ${ALLOWED_ROUTES}`;
}
