import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { editorCssVariables, editorTheme } from '../../editor/client/editor-theme';
import { AdminApp } from './AdminApp';
import { createAdminApi } from './api/admin-api';

// The page editor's theme: the same contrast fixes, and the admin looks like the editor beside it.
const navigate = (url: string) => window.location.assign(url);
const api = createAdminApi({ navigate });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={editorTheme} cssVariablesResolver={editorCssVariables} forceColorScheme="light">
      <AdminApp api={api} navigate={navigate} />
    </MantineProvider>
  </StrictMode>,
);
