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
 * Pasted HTML (Word, a web page) without what the subset has no place for: inline styles, classes,
 * images, scripts. Word's list paragraphs become real lists, tables paragraphs, lists nested too deep
 * are flattened. ProseMirror's schema then keeps only the nodes and marks the control knows
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
  for (const table of [...body.querySelectorAll('table')].reverse()) cellsAsParagraphs(table);
  flattenPastedLists(body);
  for (const element of body.querySelectorAll('[style], [class], [id], [lang], [align]')) {
    for (const attribute of ['style', 'class', 'id', 'lang', 'align']) element.removeAttribute(attribute);
  }
  return body.innerHTML;
}
