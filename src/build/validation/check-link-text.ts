import { isNamedByItsCard } from './link-context.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';
import { forEachObject } from './walk-json.ts';

/** Link texts that say nothing about where a link goes (compared lowercase, letters and spaces only). */
const VAGUE_LINK_TEXTS = new Set([
  'read more',
  'read',
  'click here',
  'click',
  'click this',
  'learn more',
  'know more',
  'find out more',
  'more',
  'more info',
  'more information',
  'more details',
  'details',
  'info',
  'information',
  'here',
  'right here',
  'this',
  'this link',
  'link',
  'go',
  'start',
  'continue',
  'continue reading',
  'see more',
  'view more',
  'view details',
  'see details',
  'see all',
  'view all',
]);

/** True when `text` ("Read more »", "Click here!") says nothing on its own. */
export function isVagueLinkText(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return VAGUE_LINK_TEXTS.has(words);
}

/**
 * A link labelled "Read More" or "Click here" needs a name that says where it goes: screen
 * readers list a page's links without their surroundings, and search engines read the link text.
 * It gets one from an `ariaLabel`, or from its card where the block adds the card's title
 * (link-context.ts). A warning: the text around the link may make it clear enough to a reader.
 */
export function checkLinkText(document: JsonDocument): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  const blocks = (document.data as { blocks?: unknown } | null)?.blocks;
  forEachObject(document.data, (object, pointer) => {
    const { label, href, ariaLabel } = object;
    if (typeof label !== 'string' || typeof href !== 'string' || !isVagueLinkText(label)) return;
    if (typeof ariaLabel === 'string' && !isVagueLinkText(ariaLabel)) return;
    const [, blocksKey, index, ...rest] = pointer.split('/');
    if (blocksKey === 'blocks' && Array.isArray(blocks)) {
      const type = (blocks[Number(index)] as { type?: unknown } | undefined)?.type;
      if (isNamedByItsCard(type, `/${rest.join('/')}`)) return;
    }
    problems.push(report(catalogue.vagueLinkText, `${pointer}/label`, { label }));
  });
  return problems;
}
