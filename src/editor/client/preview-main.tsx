// The site's theme variables and base styles, exactly as production loads them.
import 'virtual:theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../browser/app/AppProviders';
import { PreviewApp } from './preview/PreviewApp';

const container = document.getElementById('root');
if (!container) throw new Error('preview.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <PreviewApp />
    </AppProviders>
  </StrictMode>,
);
