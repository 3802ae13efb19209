import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { getValidator } from '../../../build/validation/create-validator';
import { setAt, type Json } from '../document/json-pointer';
import { SchemaRegistry } from '../schema/schema-registry';
import type { JsonSchema, SchemasResponse } from '../server-api/types';
import { loadSchemas } from '../../../build/validation/load-schemas';
import { FormContext, type FormContextValue } from './form-context';
import { ObjectProperties } from './ObjectField';
import { SchemaField } from './SchemaField';

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
  };
}

export const testRegistry = new SchemaRegistry(schemaBundle());

export interface RenderedDocument {
  /** The document as the form has written it so far. */
  current(): Json;
  /** The validator's complaints about it ('' when `npm run validate`'s schema check accepts it). */
  schemaErrors(): string;
}

/**
 * The editor's form for a whole page or site document, every block unfolded, with edits applied the
 * way the editor applies them. For tests that load a value, change it through its widget and read
 * what would be written.
 */
export function renderDocument(root: 'page' | 'site', initial: Json): RenderedDocument {
  let latest = initial;
  function Host() {
    const [doc, setDoc] = useState(initial);
    latest = doc;
    const context: FormContextValue = {
      registry: testRegistry,
      Field: SchemaField,
      change: (pointer, value) => setDoc((current) => setAt(current, pointer, value)),
      edit: (update) => setDoc((current) => update(current)),
      problems: new Map(),
      routes: ['/', '/about', '/product'],
      images: [],
      refreshImages: () => Promise.resolve([]),
      processed: undefined,
      siteReferences: [],
      openBlocks: new Set(Array.from({ length: 50 }, (_, index) => index)),
      toggleBlock: () => undefined,
      reindexBlocks: () => undefined,
      selectedBlock: undefined,
    };
    const resolved = root === 'page' ? testRegistry.pageRoot() : testRegistry.siteRoot();
    return (
      <FormContext.Provider value={context}>
        <ObjectProperties pointer="" resolved={resolved} value={doc} />
      </FormContext.Provider>
    );
  }
  render(
    <MantineProvider env="test">
      <Host />
    </MantineProvider>,
  );
  return {
    current: () => latest,
    schemaErrors() {
      const validate = getValidator()[root];
      return validate(latest) ? '' : JSON.stringify(validate.errors);
    },
  };
}
