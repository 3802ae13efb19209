import type { ProblemDefinition } from './problem-definition.ts';

/** Links within the site: pages, section anchors, brochures and files they lead to. */
export const linkProblems = {
  deadInternalLink: {
    id: 'dead-internal-link',
    title: 'Links reach a page',
    severity: 'error',
    why: 'A link to an address without a page shows visitors the not-found page instead of what they clicked for.',
    message: ({ path, suggestion }: { path: string; suggestion: string; inText?: boolean }) =>
      `links to '${path}', which is not the route of any page${suggestion}`,
    // A link inside rich text has no "Intentional dead link" box to tick.
    hint: ({ inText }) =>
      inText
        ? 'Link to an existing route.'
        : 'Link to an existing route. If it should show the not-found page on purpose, tick its "Intentional dead link" box.',
    generalHint:
      'Link to an existing route. If a link field should show the not-found page on purpose, tick its "Intentional dead link" box.',
  } satisfies ProblemDefinition<{ path: string; suggestion: string; inText?: boolean }>,
  missingAnchor: {
    id: 'missing-anchor',
    title: 'Links reach a section',
    severity: 'error',
    why: 'A link to a section that is not on the page opens the page at its top, not where the visitor expected.',
    message: ({ anchor, path, known }: { anchor: string; path: string; known: string }) =>
      `links to '#${anchor}' on '${path}', but no block of that page has the link name '${anchor}'${known}`,
    hint: 'Use one of the page\'s link names, or give the section you mean this "Link name for this section".',
  } satisfies ProblemDefinition<{ anchor: string; path: string; known: string }>,
  missingBrochure: {
    id: 'missing-brochure',
    title: 'Brochure links reach a brochure',
    severity: 'error',
    why: 'Brochures are generated from the products of Download list blocks; a link to one nobody offers gives a not-found page.',
    message: ({ path, suggestion }: { path: string; suggestion: string }) =>
      `links to '${path}', which no product of a Download list produces and public${path} does not exist${suggestion}`,
    hint: 'Link to a brochure a Download list product offers, or put the PDF in public/brochures/.',
  } satisfies ProblemDefinition<{ path: string; suggestion: string }>,
  intentionalDeadLink: {
    id: 'intentional-dead-link',
    title: 'Links marked as intentionally dead',
    severity: 'warning',
    why: 'A link marked "Intentional dead link" leads visitors to the not-found page on purpose (the spec wants some). The mark also hides a typing mistake, so each such link stays in view.',
    message: ({ href, suggestion }: { href: string; suggestion: string }) =>
      `links to '${href}', which reaches no page, and is marked as an intentional dead link: visitors land on the not-found page${suggestion}`,
    hint: 'If that is meant, leave it. If the link should reach a page, correct it and untick "Intentional dead link".',
  } satisfies ProblemDefinition<{ href: string; suggestion: string }>,
  needlessDeadLinkMark: {
    id: 'needless-dead-link-mark',
    title: 'Intentional dead link ticked on a link that works',
    severity: 'warning',
    why: 'The mark switches the dead-link check off for this link, so a future break would go unnoticed.',
    message: ({ href }: { href: string }) => `is ticked, but '${href}' exists`,
    hint: 'Untick "Intentional dead link" so a future break is caught.',
  } satisfies ProblemDefinition<{ href: string }>,
  unknownSiteReference: {
    id: 'unknown-site-reference',
    title: 'Site references name a site.json text',
    severity: 'error',
    why: 'A `{{path}}` is replaced by a value of site.json; one that names nothing would show visitors the braces.',
    message: ({ path, suggestion }: { path: string; suggestion: string }) =>
      `refers to {{${path}}}, which is not a text value in site.json (${suggestion})`,
    hint: 'Name a text of site.json by its path, such as {{companyName}} or {{contact.email}}.',
  } satisfies ProblemDefinition<{ path: string; suggestion: string }>,
};
