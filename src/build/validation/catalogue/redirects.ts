import type { ProblemDefinition } from './problem-definition.ts';

/** redirects.json: old addresses that lead visitors on to a page (schemas/redirects.schema.json). */
export const redirectProblems = {
  redirectFromPage: {
    id: 'redirect-from-page',
    title: 'Redirects only from addresses that are no longer pages',
    severity: 'error',
    why: 'The server answers a page before it looks at redirects, so a redirect from the address of a page is never used: visitors keep seeing the page.',
    message: ({ from }: { from: string }) => `${from} is still a page: a redirect from it would never be used`,
    hint: 'Remove this redirect, or move or delete the page first (the editor then adds the redirect for you).',
  } satisfies ProblemDefinition<{ from: string }>,
  redirectFromSiteAddress: {
    id: 'redirect-from-site-address',
    title: 'Redirects never take an address the site itself uses',
    severity: 'error',
    why: "The server follows a redirect before it serves anything, so a redirect from /robots.txt, the sitemap, a feed, or an address under /admin, /api, /images or /assets would send search engines, feed readers and the editor's own requests elsewhere.",
    message: ({ from, what }: { from: string; what: string }) =>
      `${from} is ${what}: a redirect from it would send its visitors and programs away`,
    hint: 'Remove this redirect; a page that had this address needs none (the address belongs to the site again).',
  } satisfies ProblemDefinition<{ from: string; what: string }>,
  redirectFromEntry: {
    id: 'redirect-from-entry',
    title: "Redirects never take a post's or a job's address",
    severity: 'error',
    why: 'The server follows a redirect before it serves a page, so a redirect from the address of a blog post or job opening sends its visitors elsewhere: nobody reaches the entry.',
    message: ({ from, what, file }: { from: string; what: string; file: string }) =>
      `${from} is the address of the ${what} in ${file}: a redirect from it would send its visitors away`,
    hint: "Remove this redirect, or change the entry's address or delete it first (the editor then adds the redirect for you).",
  } satisfies ProblemDefinition<{ from: string; what: string; file: string }>,
  redirectToMissingPage: {
    id: 'redirect-to-missing-page',
    title: 'Redirects lead to a page',
    severity: 'error',
    why: 'A redirect to an address without a page sends visitors to the not-found page, after a detour.',
    message: ({ to, suggestion }: { to: string; suggestion: string }) => `${to} is not a page of the site${suggestion}`,
    hint: 'Write the address of an existing page, such as /about.',
  } satisfies ProblemDefinition<{ to: string; suggestion: string }>,
  redirectChain: {
    id: 'redirect-chain',
    title: 'Redirects lead straight to the page',
    severity: 'error',
    why: 'Each hop of a chain is one more round trip for visitors, and search engines stop following after a few.',
    message: ({ chain, from, end }: { chain: string; from: string; end: string }) =>
      `leads to an address that is redirected again. Redirect chain: ${chain}; point ${from} at ${end}`,
    generalHint: 'Point the redirect at the last address of the chain, the page visitors end up on.',
    hint: ({ from, end }) => `Write "${end}" as the new address of ${from}.`,
  } satisfies ProblemDefinition<{ chain: string; from: string; end: string }>,
  redirectLoop: {
    id: 'redirect-loop',
    title: 'Redirects never go round in a loop',
    severity: 'error',
    why: 'A loop sends the browser round in circles until it gives up with an error: visitors never see a page.',
    message: ({ loop }: { loop: string }) => `goes round in a loop: ${loop}; visitors would never reach a page`,
    hint: 'Point one of these redirects at a page of the site.',
  } satisfies ProblemDefinition<{ loop: string }>,
  duplicateRedirect: {
    id: 'duplicate-redirect',
    title: 'One redirect per old address',
    severity: 'error',
    why: 'An old address can lead to one page only; with two entries nobody can tell which one is meant.',
    message: ({ from, line }: { from: string; line: number }) =>
      `${from} is redirected twice (the first one is on line ${line})`,
    hint: 'Keep one of the two entries.',
  } satisfies ProblemDefinition<{ from: string; line: number }>,
};
