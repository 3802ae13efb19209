import { collections } from '../../../collections/collections';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { getValidator } from '../../../build/validation/create-validator';
import { DocumentForm } from '../document/DocumentForm';
import { itemIdOf, stripItemIds } from '../document/item-ids';
import { getAt, type Json } from '../document/json-pointer';
import { SchemaRegistry } from '../schema/schema-registry';
import type { JsonSchema, SchemasResponse } from '../server-api/types';
import { loadSchemas } from '../../../build/validation/load-schemas';
import { createEditorStore, EditorStoreContext } from '../store/editor-store';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Nor scrollIntoView, which Mantine's Combobox calls on the option it selects.
Element.prototype.scrollIntoView ??= () => undefined;

/** The project's schemas as GET /api/schemas serves them. */
function schemaBundle(): SchemasResponse {
  const schemas = [...loadSchemas().byId.values()] as JsonSchema[];
  const byFile = (name: string) => schemas.find((schema) => String(schema.$id).endsWith(`/${name}`))!;
  const blocks = schemas.filter((schema) => String(schema.$id).includes('/blocks/'));
  return {
    page: byFile('page.schema.json'),
    site: byFile('site.schema.json'),
    defs: byFile('defs.schema.json'),
    blocks: Object.fromEntries(
      blocks.map((schema) => [(schema.properties as Record<string, { const: string }>).type!.const, schema]),
    ),
    collections: Object.fromEntries(
      collections.flatMap((collection) => {
        const schema = schemas.find((candidate) => candidate.$id === collection.schemaId);
        return schema ? [[collection.name, schema]] : [];
      }),
    ),
  };
}

export const testRegistry = new SchemaRegistry(schemaBundle());

export interface RenderedDocument {
  /** The document as the form has written it so far (editor identities stripped, as saving does). */
  current(): Json;
  /** The validator's complaints about it ('' when `npm run validate`'s schema check accepts it). */
  schemaErrors(): string;
}

/**
 * The editor's form for a whole page or site document, every block unfolded, with edits applied the
 * way the editor applies them (through its store). For tests that load a value, change it through its
 * widget and read what would be written.
 */
export function renderDocument(root: 'page' | 'site', initial: Json): RenderedDocument {
  const store = createEditorStore();
  const file = root === 'site' ? 'site.json' : 'pages/fixture.json';
  store.dispatch({
    type: 'setLists',
    lists: { listing: { pages: [], site: { file: 'site.json' } }, routes: ['/', '/about', '/product'] },
  });
  store.dispatch({ type: 'loadDocument', response: { file, version: 'v', text: '', data: initial } });
  const blocks = getAt(store.getState().history.present, '/blocks');
  for (const block of Array.isArray(blocks) ? blocks : []) {
    const id = itemIdOf(block);
    if (id) store.dispatch({ type: 'toggleItem', id });
  }
  render(
    <MantineProvider env="test">
      <EditorStoreContext.Provider value={store}>
        <DocumentForm registry={testRegistry} layer={testRegistry} />
      </EditorStoreContext.Provider>
    </MantineProvider>,
  );
  const current = () => stripItemIds(store.getState().history.present);
  return {
    current,
    schemaErrors() {
      const validate = getValidator()[root];
      return validate(current()) ? '' : JSON.stringify(validate.errors);
    },
  };
}
