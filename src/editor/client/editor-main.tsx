import '@mantine/core/styles.css';
import { Alert, Loader, MantineProvider } from '@mantine/core';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { editorApi } from './server-api/editor-api';
import { Editor } from './Editor';
import { editorCssVariables, editorTheme } from './editor-theme';
import { SchemaRegistry } from './schema/schema-registry';

/** The schemas are read once per load of the editor (the server reads schemas/ for every request). */
function EditorRoot() {
  const [registry, setRegistry] = useState<SchemaRegistry>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    editorApi.schemas().then(
      (bundle) => setRegistry(new SchemaRegistry(bundle)),
      (caught: unknown) => setError(String(caught)),
    );
  }, []);
  if (error)
    return (
      <Alert color="red" title="The editor could not load the schemas">
        {error}
      </Alert>
    );
  if (!registry) return <Loader m="xl" aria-label="Loading the editor" />;
  const initialFile = new URLSearchParams(window.location.search).get('file') ?? 'pages/index.json';
  return <Editor registry={registry} initialFile={initialFile} />;
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
