import type { ProblemDefinition } from './problem-definition.ts';

/** Content lint for search results and link previews: the page works, it is only shown worse there. */
export const seoProblems = {
  titleLength: {
    id: 'seo-title-length',
    title: 'SEO title length',
    severity: 'warning',
    why: 'Search results cut titles after about 60 characters; the page itself still works.',
    message: ({ length, shown, limit }: { length: number; shown: string; limit: number }) =>
      `is ${length} characters long${shown}; search results cut titles after ${limit}`,
    hint: "Shorten the page's title; the site's name is added for you.",
  } satisfies ProblemDefinition<{ length: number; shown: string; limit: number }>,
  descriptionLength: {
    id: 'seo-description-length',
    title: 'SEO description length',
    severity: 'warning',
    why: 'Search engines show about 50 to 160 characters; a shorter description is often replaced by text they pick, a longer one is cut.',
    message: ({ length, min, max }: { length: number; min: number; max: number }) =>
      `is ${length} characters long; search engines show ${min} to ${max} characters best`,
    hint: 'Write one or two sentences about what the page offers.',
  } satisfies ProblemDefinition<{ length: number; min: number; max: number }>,
  duplicateTitle: {
    id: 'duplicate-title',
    title: 'Titles not repeated across pages',
    severity: 'warning',
    why: 'Browser tabs, bookmarks and search results show the title: two pages with one title (ignoring case and spacing) cannot be told apart there. The not-found page is exempt.',
    message: ({ others }: { others: string }) =>
      `is also the title of ${others}: browser tabs, bookmarks and search results cannot tell these pages apart`,
    hint: 'Give each page a title of its own.',
  } satisfies ProblemDefinition<{ others: string }>,
};
