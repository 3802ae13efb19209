/**
 * The not-found page's route (pages/not-found.json): the router's catch-all, prerendered once to
 * dist/404.html and served for every unknown address. The one name for it everywhere.
 */
export const NOT_FOUND_ROUTE = '*';
