import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { MOST_LIST_LEVELS } from '../../../rich-text/prosemirror';
import { listsAround, pastedAsListItems } from './paste-into-list';

const LIST_TYPES = new Set(['bulletList', 'orderedList']);

/** The most lists that hold one another anywhere in `node` (0 without lists). */
export function listLevelsOf(node: ProseMirrorNode): number {
  let deepest = 0;
  node.forEach((child) => {
    deepest = Math.max(deepest, listLevelsOf(child) + (LIST_TYPES.has(child.type.name) ? 1 : 0));
  });
  return deepest;
}

/** Whether a change from `before` to `after` keeps lists within the subset (or no deeper than they were). */
const withinLimit = (before: ProseMirrorNode, after: ProseMirrorNode) =>
  listLevelsOf(after) <= Math.max(MOST_LIST_LEVELS, listLevelsOf(before));

/**
 * Refuses every change that nests lists deeper than the subset allows: Tab (sinkListItem) on a
 * sub-point does nothing, as does a drop into a sub-point that would nest a list under it. A paste
 * into a point or sub-point that would nest too deep goes in as points of the list the cursor is in
 * instead (pastedAsListItems): authors paste lists into lists, and nothing pasted may be lost.
 * Only changes that deepen past the limit are refused, so a value loaded deeper (which validation
 * reports) can still be edited and fixed.
 */
export const listLevelsLimit = Extension.create({
  name: 'listLevelsLimit',
  addProseMirrorPlugins: () => [
    new Plugin({
      key: new PluginKey('listLevelsLimit'),
      filterTransaction: (transaction, state) => !transaction.docChanged || withinLimit(state.doc, transaction.doc),
      props: {
        handlePaste: (view, _event, slice) => {
          const { state } = view;
          const lists = listsAround(state.selection.$from);
          if (lists === 0 || withinLimit(state.doc, state.tr.replaceSelection(slice).doc)) return false;
          const levels = Math.max(0, MOST_LIST_LEVELS - lists);
          const transaction = state.tr.replaceSelection(pastedAsListItems(slice, state.schema, levels));
          if (!withinLimit(state.doc, transaction.doc)) return false;
          view.dispatch(transaction.scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'));
          return true;
        },
      },
    }),
  ],
});
