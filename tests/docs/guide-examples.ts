import { readFileSync } from 'node:fs';

/** docs/authoring.md as an author reads it. */
export const guide = readFileSync(new URL('../../docs/authoring.md', import.meta.url), 'utf8');

/** The guide's code blocks of one language, with their list indentation removed. */
export function codeBlocks(language: string): string[] {
  const pattern = new RegExp(`^( *)\`\`\`${language}\\n([\\s\\S]*?)^\\1\`\`\``, 'gm');
  return [...guide.matchAll(pattern)].map(([, indent, body]) =>
    body!
      .split('\n')
      .map((line) => line.slice(indent!.length))
      .join('\n'),
  );
}

/** The JSON blocks that are whole objects; fragments of a file shown in context are skipped. */
export function guideJsonObjects(): Record<string, unknown>[] {
  return codeBlocks('json')
    .filter((body) => body.trimStart().startsWith('{'))
    .flatMap((body) => {
      try {
        return [JSON.parse(body) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** The filled-in product item of "Add a product page with its brochure". */
export function guideProductItem(): Record<string, unknown> {
  const item = guideJsonObjects().find((object) => 'brochure' in object && !JSON.stringify(object).includes('TODO'));
  if (!item) throw new Error('docs/authoring.md shows no filled-in product item');
  return item;
}

/** The product card the guide tells the author to add to pages/product.json. */
export function guideProductCard(): Record<string, unknown> {
  const card = guideJsonObjects().find((object) => 'link' in object && !('brochure' in object));
  if (!card) throw new Error('docs/authoring.md shows no product card');
  return card;
}

/** The last part of the guide's example route (/product/vacuum-grippers), also its card id and brochure name. */
export const guideSlug = 'vacuum-grippers';

/**
 * A scratch name no author would pick. Tests that follow the guide on a copy of the real project
 * use it in place of `guideSlug`, so an author who adds the guide's own page breaks no test.
 */
export const scratchSlug = 'zz-scratch-gripper';

/** A guide example with every use of the guide's slug (route, id, image, brochure) moved to the scratch one. */
export function onScratchSlug(example: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(example).replaceAll(guideSlug, scratchSlug)) as Record<string, unknown>;
}
