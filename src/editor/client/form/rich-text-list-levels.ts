import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { MOST_LIST_LEVELS } from '../../../rich-text/prosemirror';

const LIST_TYPES = new Set(['bulletList', 'orderedList']);

/** The most lists that hold one another anywhere in `node` (0 without lists). */
export function listLevelsOf(node: ProseMirrorNode): number {
  let deepest = 0;
  node.forEach((child) => {
    deepest = Math.max(deepest, listLevelsOf(child) + (LIST_TYPES.has(child.type.name) ? 1 : 0));
  });
  return deepest;
}

/**
 * Refuses every change that nests lists deeper than the subset allows: Tab (sinkListItem) on a
 * sub-point does nothing, as does a paste or drop into a sub-point that would nest a list under it.
 * Only changes that deepen past the limit are refused, so a value loaded deeper (which validation
 * reports) can still be edited and fixed.
 */
export const listLevelsLimit = Extension.create({
  name: 'listLevelsLimit',
  addProseMirrorPlugins: () => [
    new Plugin({
      key: new PluginKey('listLevelsLimit'),
      filterTransaction: (transaction, state) => {
        if (!transaction.docChanged) return true;
        const after = listLevelsOf(transaction.doc);
        return after <= MOST_LIST_LEVELS || after <= listLevelsOf(state.doc);
      },
    }),
  ],
});
