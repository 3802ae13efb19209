/*
 * Word writes a list to the clipboard as paragraphs, each starting with its marker as text:
 * `<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·
 * <span>&nbsp;&nbsp;</span></span>First</p>`. Pasted as they are, they become paragraphs that start
 * with a bullet character. Here they become the real lists they stand for.
 */

interface WordListItem {
  paragraph: HTMLElement;
  /** 1 for a point, 2 for a sub-point, ... (mso-list's `levelN`). */
  level: number;
  ordered: boolean;
}

/** A Word list marker with the spaces after it: a bullet symbol, or a number or letter with `.` or `)`. */
const MARKER = /^[\s\u00a0]*([·•▪◦○●■□§o\uf0a7\uf0b7-]|\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,6})[.)])[\s\u00a0]+/i;
const NUMBERED = /^\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,6})[.)]$/i;

function msoListOf(element: HTMLElement): string | undefined {
  const style = element.getAttribute('style') ?? '';
  return /mso-list:\s*([^;]+)/i.exec(style)?.[1]?.trim();
}

/** A paragraph Word wrote for a list point: in a list style or Word's list paragraph class, starting with a marker. */
function isWordListParagraph(element: HTMLElement): boolean {
  const msoList = msoListOf(element);
  const inList =
    msoList !== undefined ? !/^ignore$/i.test(msoList) : /^MsoListParagraph/i.test(element.getAttribute('class') ?? '');
  return inList && markerOf(element) !== undefined;
}

/** Removes the first `length` characters of `element`'s text (the marker), whatever elements hold them. */
function removeLeadingText(element: HTMLElement, length: number): void {
  let left = length;
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const emptied: Node[] = [];
  for (let node = walker.nextNode(); node && left > 0; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const cut = Math.min(left, text.length);
    node.textContent = text.slice(cut);
    left -= cut;
    if (node.textContent === '') emptied.push(node);
  }
  for (const node of emptied) node.parentNode?.removeChild(node);
}

/** The paragraph's list marker (not yet taken out), or undefined when it starts with none. */
function markerOf(paragraph: HTMLElement): { ordered: boolean; remove(): void } | undefined {
  // Word's own marker: the text Word tells other programs to ignore (it draws the marker itself).
  const ignored = paragraph.querySelector<HTMLElement>('[style*="mso-list:Ignore"]');
  if (ignored) {
    const marker = (ignored.textContent ?? '').replace(/[\s\u00a0]+/g, '');
    return {
      ordered: NUMBERED.test(marker),
      remove: () => {
        ignored.remove();
        removeLeadingText(paragraph, (/^[\s\u00a0]*/.exec(paragraph.textContent ?? '')?.[0] ?? '').length);
      },
    };
  }
  const found = MARKER.exec(paragraph.textContent ?? '');
  if (!found) return undefined;
  return { ordered: NUMBERED.test(found[1]!), remove: () => removeLeadingText(paragraph, found[0].length) };
}

/** The paragraph as a list item, its marker taken out. */
function listItemOf(paragraph: HTMLElement): WordListItem {
  const marker = markerOf(paragraph)!;
  marker.remove();
  const level = Number(/level(\d+)/i.exec(msoListOf(paragraph) ?? '')?.[1] ?? 1);
  return { paragraph, level, ordered: marker.ordered };
}

/** The next element sibling when only white space lies between, else undefined. */
function nextAdjacent(element: Element): Element | undefined {
  for (let node = element.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === Node.ELEMENT_NODE) return node as Element;
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '') return undefined;
  }
  return undefined;
}

/** One run of list paragraphs as nested `ul`/`ol` elements, levels kept as Word had them. */
function buildLists(items: readonly WordListItem[], document: Document): HTMLElement[] {
  const roots: HTMLElement[] = [];
  const open: HTMLElement[] = []; // the list open at each level, outermost first
  for (const { paragraph, level, ordered } of items) {
    const tag = ordered ? 'OL' : 'UL';
    const depth = Math.max(1, Math.min(level, open.length + 1));
    open.length = Math.min(open.length, depth);
    if (open[depth - 1] && open[depth - 1]!.tagName !== tag) open.length = depth - 1;
    if (!open[depth - 1]) {
      const list = document.createElement(tag);
      const holder = open[depth - 2]?.lastElementChild;
      if (holder) holder.append(list);
      else roots.push(list);
      open[depth - 1] = list;
    }
    const item = document.createElement('li');
    const content = document.createElement('p');
    content.append(...paragraph.childNodes);
    item.append(content);
    open[depth - 1]!.append(item);
  }
  return roots;
}

/** Every run of Word list paragraphs in `body` replaced by the lists they stand for. */
export function wordListsToLists(body: HTMLElement): void {
  const candidates = [...body.querySelectorAll<HTMLElement>('p')].filter(isWordListParagraph);
  const done = new Set<Element>();
  for (const first of candidates) {
    if (done.has(first)) continue;
    const run: HTMLElement[] = [];
    for (let next: Element | undefined = first; next && candidates.includes(next as HTMLElement);) {
      run.push(next as HTMLElement);
      done.add(next);
      next = nextAdjacent(next);
    }
    first.before(...buildLists(run.map(listItemOf), body.ownerDocument));
    for (const paragraph of run) paragraph.remove();
  }
}
