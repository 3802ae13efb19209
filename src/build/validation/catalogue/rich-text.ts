import type { ProblemDefinition } from './problem-definition.ts';

/** Rich text fields (docs/rich-text.md): what their small Markdown may hold. */
export const richTextProblems = {
  richTextUnsupported: {
    id: 'rich-text-unsupported',
    title: 'Rich text holds only what it can show',
    severity: 'error',
    why: 'Rich text shows paragraphs, bold, italic, links, lists and line breaks. Anything else (HTML such as `<b>`, pictures, code, quotes, headings where the field has none) would reach visitors as stray characters or not at all, and HTML could carry scripts.',
    message: ({ construct }: { construct: string; hint: string }) =>
      `holds ${/^(HTML|[aeiou])/i.test(construct) ? 'an' : 'a'} ${construct}, which rich text does not allow`,
    hint: ({ hint }) => `${hint[0]!.toUpperCase()}${hint.slice(1)}.`,
    generalHint:
      'Write only what docs/rich-text.md lists: paragraphs, `**bold**`, `*italic*`, `[links](/address)`, lists and line breaks (and `##` headings where the field allows them).',
  } satisfies ProblemDefinition<{ construct: string; hint: string }>,
  richTextLink: {
    id: 'rich-text-link',
    title: 'Links in rich text go where links may go',
    severity: 'error',
    why: 'A link inside text is a link like any other: `javascript:`, `data:` and `http:` addresses are refused everywhere, and an address the site cannot resolve leads visitors nowhere.',
    message: ({ href }: { href: string; description: string }) =>
      `has a link to '${href}', which is not a valid link target`,
    hint: ({ description }) => description,
    generalHint:
      "Link to a route on this site starting with '/', a '#link-name' on the same page, or an address starting with https:, mailto: or tel:.",
  } satisfies ProblemDefinition<{ href: string; description: string }>,
};
