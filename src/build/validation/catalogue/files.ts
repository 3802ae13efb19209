import type { ProblemDefinition } from './problem-definition.ts';

/** Images and brochures a page refers to. */
export const fileProblems = {
  missingAsset: {
    id: 'missing-asset',
    title: 'Images exist',
    severity: 'error',
    why: 'An image path without a file in public/ shows visitors a broken image.',
    message: ({ src, suggestion }: { src: string; suggestion: string }) =>
      `refers to '${src}', but public${src} does not exist${suggestion}`,
    hint: 'Put the file in public/ under that path, or correct the path.',
  } satisfies ProblemDefinition<{ src: string; suggestion: string }>,
  assetOutsidePublic: {
    id: 'asset-outside-public',
    title: 'Images inside public/',
    severity: 'error',
    why: 'Only files in public/ are published with the site.',
    message: ({ src }: { src: string }) => `points outside public/ (got '${src}')`,
    hint: 'Use a path such as /images/name.svg.',
  } satisfies ProblemDefinition<{ src: string }>,
  placeholderImage: {
    id: 'placeholder-image',
    title: 'No placeholder images left',
    severity: 'warning',
    why: '`npm run new-page` fills a new page with placeholder pictures so it can be previewed; visitors should never see them.',
    message: ({ src }: { src: string }) => `is the placeholder image '${src}'`,
    hint: 'Put the real picture in public/images/ and point "src" at it.',
  } satisfies ProblemDefinition<{ src: string }>,
  sharedBrochure: {
    id: 'shared-brochure',
    title: 'One brochure per product',
    severity: 'warning',
    why: "Two products offering the same brochure file means one of them hands out the other's brochure, most often after a page was copied.",
    message: ({ brochure, others }: { brochure: string; others: string }) =>
      `offers '${brochure}', which ${others} also offers`,
    hint: 'Give each product its own brochure file name (/brochures/<product>.pdf).',
  } satisfies ProblemDefinition<{ brochure: string; others: string }>,
};
