import '@mantine/core/styles.css';
import '@mantine/tiptap/styles.css';
import { Alert, Loader, MantineProvider } from '@mantine/core';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { editorApi } from './server-api/editor-api';
import { Editor } from './Editor';
import { editorCssVariables, editorTheme } from './editor-theme';
import type { SchemaLayer } from '../../schema';
import type { SchemasResponse } from './server-api/types';
import { SchemaRegistry } from './schema/schema-registry';

interface Schemas {
  registry: SchemaRegistry;
  layer: SchemaLayer;
}

/** The registry is the form's layer too: it also answers for collection entries' roots. */
function schemasOf(bundle: SchemasResponse): Schemas {
  const registry = new SchemaRegistry(bundle);
  return { registry, layer: registry };
}

/** The schemas are read once per load of the editor (the server reads schemas/ for every request). */
function EditorRoot() {
  const [schemas, setSchemas] = useState<Schemas>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    editorApi.schemas().then(
      (bundle) => setSchemas(schemasOf(bundle)),
      (caught: unknown) => setError(String(caught)),
    );
  }, []);
  if (error)
    return (
      <Alert color="red" title="The editor could not load the schemas">
        {error}
      </Alert>
    );
  if (!schemas) return <Loader m="xl" aria-label="Loading the editor" />;
  const initialFile = new URLSearchParams(window.location.search).get('file') ?? 'pages/index.json';
  return <Editor registry={schemas.registry} layer={schemas.layer} initialFile={initialFile} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={editorTheme} cssVariablesResolver={editorCssVariables} forceColorScheme="light">
      <EditorRoot />
    </MantineProvider>
  </StrictMode>,
);
