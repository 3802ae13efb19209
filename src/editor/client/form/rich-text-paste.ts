/**
 * Pasted HTML (Word, a web page) without what the subset has no place for: inline styles, classes,
 * Word's `<o:p>` and conditional comments. ProseMirror's schema then keeps only the nodes and marks
 * the control knows (paragraphs, bold, italic, links, lists, allowed headings) and drops the rest.
 */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.body.querySelectorAll('[style], [class], [id], [lang], [align]')) {
    for (const attribute of ['style', 'class', 'id', 'lang', 'align']) element.removeAttribute(attribute);
  }
  for (const element of document.body.querySelectorAll('style, script, meta, link, img, picture, video, iframe, svg')) {
    element.remove();
  }
  return document.body.innerHTML;
}
