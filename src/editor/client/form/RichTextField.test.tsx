import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import type { JsonSchema } from '../../../schema';
import type { Json } from '../document/json-pointer';
import { FormContext, type FormContextValue } from './form-context';
import { RichTextField } from './RichTextField';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea (the text shown while the control loads) listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
Element.prototype.scrollIntoView ??= () => undefined;
// Nor ClipboardEvent, which ProseMirror's pasteHTML (a paste without a real clipboard) creates.
globalThis.ClipboardEvent ??= class extends Event {
  clipboardData = null;
} as unknown as typeof ClipboardEvent;

const POINTER = '/blocks/0/paragraphs/0';

interface Rendered {
  change: ReturnType<typeof vi.fn>;
  rerender(value: Json | undefined): void;
}

function renderField(
  value: Json | undefined,
  schema: JsonSchema = { type: 'string', 'x-rich': true },
  problems = new Map(),
): Rendered {
  const change = vi.fn();
  const context = {
    change,
    routes: ['/', '/about', '/product'],
    siteReferences: [],
    problems,
  } as unknown as FormContextValue;
  const field = (current: Json | undefined) => (
    <MantineProvider env="test">
      <FormContext.Provider value={context}>
        <RichTextField
          pointer={POINTER}
          resolved={{ schema } as never}
          value={current}
          name={0}
          label="Paragraph"
          required
        />
      </FormContext.Provider>
    </MantineProvider>
  );
  const { rerender } = render(field(value));
  return { change, rerender: (next) => rerender(field(next)) };
}

/** The control's editable area (lazy-loaded), and the Tiptap editor behind it. */
async function control(): Promise<{ element: HTMLElement; editor: Editor }> {
  const element = await screen.findByRole('textbox', { name: 'Paragraph' });
  return { element, editor: (element as HTMLElement & { editor: Editor }).editor };
}

/** Selects `word` in the control's text (ProseMirror positions count from the paragraph's start). */
function select(editor: Editor, word: string) {
  let from = -1;
  editor.state.doc.descendants((node, position) => {
    const at = node.isText ? node.text!.indexOf(word) : -1;
    if (from < 0 && at >= 0) from = position + at;
  });
  act(() => {
    editor.commands.setTextSelection({ from, to: from + word.length });
  });
}

describe('RichTextField', { timeout: 20_000 }, () => {
  it('shows the formatting, labelled with the field title, and writes nothing when only opened', async () => {
    const { change } = renderField('Some **bold** and a [link](/about).\n\n- one\n- two');
    const { element } = await control();
    expect(element.querySelector('strong')?.textContent).toBe('bold');
    expect(element.querySelector('a')?.getAttribute('href')).toBe('/about');
    expect(element.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Heading 2' })).toBeNull();
    expect(change).not.toHaveBeenCalled();
  });

  it('a non-canonical value stays as it is until the author edits, then is written canonically', async () => {
    const { change } = renderField('_x_ and\n* item');
    const { element, editor } = await control();
    fireEvent.focus(element);
    expect(change).not.toHaveBeenCalled();
    act(() => {
      editor.commands.setTextSelection(1);
      editor.commands.insertContent('y');
    });
    expect(change).toHaveBeenLastCalledWith(POINTER, '*yx* and\n\n- item', POINTER);
  });

  it('an edit undone gives the value back as it was written, not rewritten canonically', async () => {
    const { change } = renderField('_x_ and\n* item');
    const { element, editor } = await control();
    fireEvent.focus(element);
    act(() => {
      editor.commands.setTextSelection(1);
      editor.commands.insertContent('y');
    });
    expect(change).toHaveBeenLastCalledWith(POINTER, '*yx* and\n\n- item', POINTER);
    act(() => {
      editor.commands.undo();
    });
    expect(change).toHaveBeenLastCalledWith(POINTER, '_x_ and\n* item', POINTER);
  });

  it('Ctrl+B on a selected word writes **word**; Ctrl+I writes *word*', async () => {
    const { change } = renderField('Pick a word here');
    const { element, editor } = await control();
    select(editor, 'word');
    fireEvent.keyDown(element, { key: 'b', ctrlKey: true });
    expect(change).toHaveBeenLastCalledWith(POINTER, 'Pick a **word** here', POINTER);
    select(editor, 'Pick');
    fireEvent.keyDown(element, { key: 'i', ctrlKey: true });
    expect(change).toHaveBeenLastCalledWith(POINTER, '*Pick* a **word** here', POINTER);
  });

  it('Ctrl+K opens the link box offering the site routes; choosing one links the selection', async () => {
    const { change } = renderField('Read about us');
    const { element, editor } = await control();
    select(editor, 'about us');
    fireEvent.keyDown(element, { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: 'Link to' });
    fireEvent.change(box, { target: { value: '/ab' } });
    fireEvent.click(await screen.findByRole('option', { name: '/about' }));
    expect(change).toHaveBeenLastCalledWith(POINTER, 'Read [about us](/about)', POINTER);
  });

  it('Ctrl+K in a link shows its address, so Enter keeps the link as it is', async () => {
    const { change } = renderField('Read [about us](/about) and [products](/product)');
    const { element, editor } = await control();
    select(editor, 'products');
    fireEvent.keyDown(element, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('combobox', { name: 'Link to' })).toHaveProperty('value', '/product');
    fireEvent.keyDown(element, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Link (Ctrl+K)' }));
    select(editor, 'about');
    fireEvent.keyDown(element, { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: 'Link to' });
    await vi.waitFor(() => expect(box).toHaveProperty('value', '/about'));
    fireEvent.keyDown(box, { key: 'Enter' });
    // The same address set again: the text is as it was, nothing is written.
    expect(change).not.toHaveBeenCalled();
  });

  it('pasted Word or web HTML keeps only the subset: bold, italic, links, lists; styles, images, tables, fonts go', async () => {
    const { change } = renderField('');
    const { editor } = await control();
    const html = [
      '<h1 class="Title">Big title</h1>',
      '<p class="MsoNormal" style="color:red"><span style="font-family:Arial"><b>Bold</b> and <i>italic</i></span>',
      ' with <a href="https://example.com/x" style="color:blue">a link</a><img src="data:image/png;base64,AAAA" alt="x"></p>',
      '<table><tr><td>Cell one</td><td>Cell two</td></tr></table>',
      '<p><font face="Calibri" color="#333">Old font</font> <s>struck</s> <code>code</code></p>',
      '<ul><li style="margin:0">First</li><li>Second</li></ul>',
    ].join('');
    act(() => {
      editor.view.pasteHTML(html);
    });
    expect(change).toHaveBeenLastCalledWith(
      POINTER,
      'Big title\n\n**Bold** and *italic* with [a link](https://example.com/x)\n\nCell one\n\nCell two\n\nOld font struck code\n\n- First\n- Second',
      POINTER,
    );
  });

  it('headings 2 to 4 only where the field allows them, and a pasted h1 is no heading', async () => {
    const { change } = renderField('## Section\n\ntext', { type: 'string', 'x-rich': { headings: true } });
    const { editor } = await control();
    expect(screen.getByRole('button', { name: 'Heading 2' })).toBeTruthy();
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
      editor.view.pasteHTML('<h1>One</h1><h3>Three</h3>');
    });
    expect(change).toHaveBeenLastCalledWith(POINTER, '## Section\n\ntextOne\n\n### Three', POINTER);
  });

  it('Tab makes a point a sub-point, but never a sub-point of a sub-point (validation refuses that)', async () => {
    const { change } = renderField('- one\n- two\n- three\n  - four\n  - five');
    const { element, editor } = await control();
    select(editor, 'two');
    fireEvent.keyDown(element, { key: 'Tab' });
    expect(change).toHaveBeenLastCalledWith(POINTER, '- one\n  - two\n- three\n  - four\n  - five', POINTER);
    change.mockClear();
    // "five" would go under "four"; "three" would take its sub-points under "one" with it.
    for (const word of ['five', 'three']) {
      select(editor, word);
      fireEvent.keyDown(element, { key: 'Tab' });
      act(() => {
        editor.commands.sinkListItem('listItem');
      });
    }
    expect(change).not.toHaveBeenCalled();
    expect(element.querySelectorAll('ul ul ul')).toHaveLength(0);
  });

  it('pasted lists nested deeper than one level of sub-points are flattened to it, in order', async () => {
    const { change } = renderField('');
    const { editor } = await control();
    act(() => {
      editor.view.pasteHTML(
        '<ul><li>Frame<ul><li>Welded<ul><li>Painted<ul><li>Twice</li></ul></li><li>Checked</li></ul></li><li>Bolted</li></ul></li><li>Gripper</li></ul>',
      );
    });
    expect(change).toHaveBeenLastCalledWith(
      POINTER,
      '- Frame\n  - Welded\n  - Painted\n  - Twice\n  - Checked\n  - Bolted\n- Gripper',
      POINTER,
    );
  });

  it('an outside change (undo) is shown without being written back', async () => {
    const { change, rerender } = renderField('First');
    const { element } = await control();
    rerender('Second **value**');
    await vi.waitFor(() => expect(element.querySelector('strong')?.textContent).toBe('value'));
    expect(change).not.toHaveBeenCalled();
  });

  it('a value the control cannot show is shown as text with the reason, not dropped', async () => {
    renderField('Use <b>bold</b>');
    expect(screen.getByRole('textbox', { name: 'Paragraph' })).toHaveProperty('value', 'Use <b>bold</b>');
    expect(screen.getByText(/holds HTML, which the formatting toolbar cannot show/)).toBeTruthy();
  });

  it('shows the field’s problems as the other fields do', async () => {
    renderField('Text', undefined, new Map([[POINTER, [{ message: 'use **bold** instead of <b>' }]]]));
    const { element } = await control();
    expect(screen.getByText('use **bold** instead of <b>')).toBeTruthy();
    expect(element.getAttribute('aria-invalid')).toBe('true');
  });
});
