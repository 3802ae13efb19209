import { flattenPastedLists } from './flatten-pasted-lists';
import { wordListsToLists } from './word-lists';

/** A table's cells as paragraphs, in reading order: the subset has no tables, and run together cells read as one word. */
function cellsAsParagraphs(table: Element): void {
  const paragraphs = [...table.querySelectorAll('th, td')].map((cell) => {
    const paragraph = table.ownerDocument.createElement('p');
    paragraph.append(...cell.childNodes);
    return paragraph;
  });
  table.replaceWith(...paragraphs);
}

/**
 * Headings outside the levels rich fields have (2 to 4): a document's title (Word's Heading 1, a page's
 * h1) becomes the top level, h5 and h6 the lowest, so they stay headings where the field allows them;
 * elsewhere every heading becomes a paragraph anyway.
 */
function headingsToFieldLevels(body: HTMLElement): void {
  for (const heading of body.querySelectorAll('h1, h5, h6')) {
    const level = heading.tagName === 'H1' ? 'h2' : 'h4';
    const replacement = body.ownerDocument.createElement(level);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
}

/**
 * Pasted HTML (Word, a web page) without what the subset has no place for: inline styles, classes,
 * images, scripts. Word's list paragraphs become real lists, tables paragraphs, lists nested too deep
 * are flattened, headings brought to the field's levels. ProseMirror's schema then keeps only the nodes and marks the control knows
 * (paragraphs, bold, italic, links, lists, allowed headings) and drops the rest.
 */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;
  // Form controls too: their labels and options are not text of the page ("taoptbtn" otherwise).
  const dropped =
    'style, script, noscript, template, meta, link, img, picture, video, audio, iframe, object, embed, svg';
  for (const element of body.querySelectorAll(`${dropped}, canvas, input, textarea, select, button`)) {
    element.remove();
  }
  wordListsToLists(body);
  headingsToFieldLevels(body);
  for (const table of [...body.querySelectorAll('table')].reverse()) cellsAsParagraphs(table);
  flattenPastedLists(body);
  for (const element of body.querySelectorAll('[style], [class], [id], [lang], [align]')) {
    for (const attribute of ['style', 'class', 'id', 'lang', 'align']) element.removeAttribute(attribute);
  }
  return body.innerHTML;
}
