import { Extension, type Extensions } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR_HEADING_LEVELS } from '../../../rich-text/prosemirror';
import type { RichTextOptions } from '../../../schema';
import { listLevelsLimit } from './rich-text-list-levels';

/** Ctrl+K / Cmd+K opens this field's link control (Mantine's shortcut signals every editor on the page). */
function editLinkShortcut(openLink: () => void) {
  return Extension.create({
    name: 'editLinkShortcut',
    addKeyboardShortcuts: () => ({
      'Mod-k': () => {
        openLink();
        return true;
      },
    }),
  });
}

/** A paste is an undo step of its own: Ctrl+Z takes back the paste, not the words typed just before it. */
const pasteIsOneUndoStep = Extension.create({
  name: 'pasteIsOneUndoStep',
  addProseMirrorPlugins: () => [
    new Plugin({
      key: new PluginKey('pasteIsOneUndoStep'),
      props: {
        handleDOMEvents: {
          paste: (view) => {
            view.dispatch(closeHistory(view.state.tr));
            return false;
          },
        },
      },
    }),
  ],
});

/**
 * Tiptap's StarterKit cut down to the rich text subset (docs/rich-text.md): no code, quotes, strike,
 * underline or rules, headings 2 to 4 only where the field allows them. Whatever the schema has no
 * node for is dropped on paste, and lists nest no deeper than the subset allows.
 */
export function richTextExtensions(options: RichTextOptions, openLink: () => void): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      blockquote: false,
      strike: false,
      horizontalRule: false,
      underline: false,
      // It adds an empty paragraph after a final list, which is not content.
      trailingNode: false,
      heading: options.headings ? { levels: [...EDITOR_HEADING_LEVELS] } : false,
      link: {
        openOnClick: false,
        // Typed addresses stay text: a link is made on purpose, with Ctrl+K.
        autolink: false,
        // Pasted text is linked only where it is a whole https address: Tiptap would otherwise link
        // whatever reads as a domain as http:, which validation refuses, and cut a pasted
        // `{{contact.email}}` into `{{[contact.email](http://contact.email)}}`. Pasting an https
        // address over selected words still links them.
        shouldAutoLink: (address) => /^https:\/\/[^\s{}]+$/i.test(address),
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    editLinkShortcut(openLink),
    pasteIsOneUndoStep,
    listLevelsLimit,
  ];
}
