/** Where a visitor of a closed opening is sent on: the list of the openings still open. */
export const OPENINGS_ROUTE = '/careers/current-openings';

/**
 * The page of an address whose entry has expired (a job opening past its closing date): 410 tells
 * search engines to drop it for good, the page tells the visitor why and where to look instead.
 * Self-contained, as the 404 fallback is: it must not depend on a build's hashed CSS.
 */
export const GONE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This opening has closed</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; color: #1a1b1e; }
main { max-width: 36rem; padding: 2rem; text-align: center; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
a { color: #1c5cab; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>This opening has closed</h1>
<p>The job opening you are looking for is no longer accepting applications.</p>
<p><a href="${OPENINGS_ROUTE}">See the current openings</a> or <a href="/">go back to the home page</a>.</p>
</main>
</body>
</html>
`;
