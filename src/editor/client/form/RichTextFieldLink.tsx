import { Autocomplete, Button, Group, Popover } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useFormContext } from './form-context';

/** Tabler's link icon, as the toolbar's other buttons draw theirs (@mantine/tiptap does not export it). */
function LinkIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M9 15l6 -6" />
      <path d="M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464" />
      <path d="M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463" />
    </svg>
  );
}

export interface RichTextFieldLinkProps {
  opened: boolean;
  onOpen(): void;
  onClose(): void;
}

/** The addresses a link may go to, as the link fields offer them: the site's routes, then site.json's contacts. */
function useLinkTargets(): string[] {
  const { routes, siteReferences } = useFormContext();
  const external = siteReferences
    .filter((reference) => /^(mailto:|tel:|https:)/.test(reference.value))
    .map((reference) => reference.token);
  return [...routes, ...external];
}

/**
 * The toolbar's link button and its address box (Ctrl+K opens it too): a route of this site picked from
 * the list, or an address typed in. Emptying the box removes the link.
 */
export function RichTextFieldLink({ opened, onOpen, onClose }: RichTextFieldLinkProps) {
  const { editor } = useRichTextEditorContext();
  const targets = useLinkTargets();
  const [href, setHref] = useState('');
  const active = useEditorState({ editor, selector: ({ editor: current }) => current?.isActive('link') ?? false });
  // However the box opens (the button, Ctrl+K), it shows the address of the link at the cursor:
  // opened by Ctrl+K it showed the last box's address, and Enter then moved or removed the link.
  const [shownOpen, setShownOpen] = useState(opened);
  if (opened !== shownOpen) {
    setShownOpen(opened);
    if (opened) setHref(String(editor?.getAttributes('link').href ?? ''));
  }
  const box = useRef<HTMLDivElement>(null);
  const apply = (typed: string) => {
    onClose();
    if (!editor) return;
    const target = typed.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (target === '') chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      // Nothing selected: the address itself becomes the link's text.
      chain.insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: { href: target } }] }).run();
    else chain.setLink({ href: target }).run();
  };
  return (
    <Popover opened={opened} onChange={(next) => !next && onClose()} trapFocus shadow="md" withinPortal zIndex={10000}>
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => (opened ? onClose() : onOpen())}
          active={active ?? false}
          aria-label="Link (Ctrl+K)"
          title="Link (Ctrl+K)"
        >
          <LinkIcon />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="end" wrap="nowrap" ref={box}>
          <Autocomplete
            label="Link to"
            placeholder="/route, https://…, mailto:…"
            data={targets}
            value={href}
            onChange={setHref}
            onOptionSubmit={apply}
            limit={50}
            comboboxProps={{ withinPortal: false }}
            onKeyDown={(event) => {
              // Enter on a highlighted route picks it (onOptionSubmit); otherwise it sets what was typed.
              if (event.key !== 'Enter' || box.current?.querySelector('[data-combobox-selected]')) return;
              event.preventDefault();
              apply(href);
            }}
            w={280}
          />
          <Button variant="default" onClick={() => apply(href)}>
            {href.trim() === '' ? 'Remove link' : 'Set link'}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
