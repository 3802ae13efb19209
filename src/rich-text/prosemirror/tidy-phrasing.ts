import type { PhrasingContent, Text } from 'mdast';

const isText = (node: PhrasingContent | undefined): node is Text => node?.type === 'text';

/** Adjacent text nodes as one (mdast's own form after parsing, so the serialiser escapes them as one). */
function mergeTexts(nodes: PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (isText(node) && isText(last)) merged[merged.length - 1] = { type: 'text', value: last.value + node.value };
    else if (!isText(node) || node.value !== '') merged.push(node);
  }
  return merged;
}

/**
 * Moves spaces and line breaks from the inside edges of bold and italic to outside them: `**word **`
 * is not bold in Markdown (the closing `**` may not follow a space), and selecting a word with its
 * space before pressing Ctrl+B is what authors do.
 */
function splitEdges(children: PhrasingContent[]): {
  before: PhrasingContent[];
  inner: PhrasingContent[];
  after: PhrasingContent[];
} {
  const inner = [...children];
  const before: PhrasingContent[] = [];
  const after: PhrasingContent[] = [];
  for (;;) {
    const first = inner[0];
    if (first?.type === 'break') before.push(inner.shift()!);
    else if (isText(first) && /^\s/.test(first.value)) {
      const text = first.value.trimStart();
      before.push({ type: 'text', value: first.value.slice(0, first.value.length - text.length) });
      if (text === '') inner.shift();
      else inner[0] = { type: 'text', value: text };
    } else break;
  }
  for (;;) {
    const last = inner.at(-1);
    if (last?.type === 'break') after.unshift(inner.pop()!);
    else if (isText(last) && /\s$/.test(last.value)) {
      const text = last.value.trimEnd();
      after.unshift({ type: 'text', value: last.value.slice(text.length) });
      if (text === '') inner.pop();
      else inner[inner.length - 1] = { type: 'text', value: text };
    } else break;
  }
  return { before, inner, after };
}

/** Phrasing fit to serialise: no empty bold/italic/link, no spaces at their inner edges, texts merged. */
export function tidyPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const tidied: PhrasingContent[] = [];
  for (const node of nodes) {
    if (node.type === 'link') {
      const children = tidyPhrasing(node.children);
      if (children.length > 0) tidied.push({ ...node, children });
    } else if (node.type === 'strong' || node.type === 'emphasis') {
      const { before, inner, after } = splitEdges(tidyPhrasing(node.children));
      tidied.push(...before);
      if (inner.length > 0) tidied.push({ ...node, children: inner });
      tidied.push(...after);
    } else tidied.push(node);
  }
  return mergeTexts(tidied);
}

/**
 * A paragraph's or heading's phrasing without spaces or line breaks at its ends: Markdown cannot hold
 * them (a trailing backslash break would become a visible backslash) and the page does not show them.
 */
export function trimBlockEdges(nodes: PhrasingContent[]): PhrasingContent[] {
  const { inner } = splitEdges(tidyPhrasing(nodes));
  return inner;
}
