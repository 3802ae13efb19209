import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { projectLayer } from '../../../schema/schema-files.testing';
import { fieldId } from '../form/form-context';
import type * as TextFieldsModule from '../form/TextFields';
import { SchemaRegistry } from '../schema/schema-registry';
import type { JsonSchema, SchemasResponse } from '../server-api/types';
import { createEditorStore, EditorStoreContext } from '../store/editor-store';
import { itemIdOf } from './item-ids';
import { getAt, type Json } from './json-pointer';
import { DocumentForm } from './DocumentForm';

/** Every text field render, by pointer: what a keystroke costs in components. */
const rendered: string[] = [];
vi.mock('../form/TextFields', async (importOriginal) => {
  const original = await importOriginal<typeof TextFieldsModule>();
  return {
    ...original,
    TextField: (props: Parameters<typeof original.TextField>[0]) => {
      rendered.push(props.pointer);
      return original.TextField(props);
    },
  };
});

// Mantine's autosizing text area listens for web fonts, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const dir = path.join(process.cwd(), 'schemas');
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
const bundle: SchemasResponse = {
  page: read('page.schema.json'),
  site: read('site.schema.json'),
  defs: read('defs.schema.json'),
  blocks: Object.fromEntries(
    projectLayer.blockTypes.map((entry) => [entry.type, entry.schema.schema] as [string, JsonSchema]),
  ),
  collections: {},
};

const data: Json = {
  title: 'Fixture page',
  description: 'A page for the form test.',
  blocks: [
    { type: 'section', heading: 'First', paragraphs: ['One'] },
    { type: 'section', heading: 'Second', paragraphs: ['Two'] },
  ],
};

function renderForm() {
  const store = createEditorStore();
  store.dispatch({ type: 'loadDocument', response: { file: 'pages/x.json', version: 'v', text: '', data } });
  for (const index of [0, 1]) {
    store.dispatch({ type: 'toggleItem', id: itemIdOf(getAt(store.getState().history.present, `/blocks/${index}`))! });
  }
  const view = render(
    <MantineProvider>
      <EditorStoreContext.Provider value={store}>
        <DocumentForm registry={new SchemaRegistry(bundle)} layer={projectLayer} />
      </EditorStoreContext.Provider>
    </MantineProvider>,
  );
  const input = (pointer: string) => view.container.querySelector<HTMLInputElement>(`#${fieldId(pointer)}`)!;
  return { store, input };
}

describe('the generated form while the author types', () => {
  it('a keystroke re-renders the field typed into, not the other fields or blocks', () => {
    const { store, input } = renderForm();
    expect(input('/blocks/1/heading').value).toBe('Second');
    rendered.length = 0;
    act(() => void fireEvent.change(input('/title'), { target: { value: 'Fixture page!' } }));
    expect(getAt(store.getState().history.present, '/title')).toBe('Fixture page!');
    expect([...new Set(rendered)]).toEqual(['/title']);

    rendered.length = 0;
    act(() => void fireEvent.change(input('/blocks/0/heading'), { target: { value: 'First!' } }));
    expect(input('/blocks/0/heading').value).toBe('First!');
    expect([...new Set(rendered)]).toEqual(['/blocks/0/heading']);
  });
});
