import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore, EditorStoreContext } from '../store/editor-store';
import { PublishedConflictBanner } from './PublishedConflictBanner';

const conflictingDraft = {
  branch: 'drafts/asha-solutions',
  publishedConflict: {
    pages: [
      {
        file: 'pages/solutions.json',
        published: '{\n  "title": "By Ravi"\n}\n',
        draft: '{\n  "title": "By Asha"\n}\n',
        publishedBy: { name: 'Priya Publisher', email: 'priya@example.in' },
        publishedAt: '2026-11-26T08:00:00.000Z',
      },
    ],
  },
};
const merged = { title: 'By Asha' };

/** The admin’s editor on pages/solutions.json, with `draft` as the current draft; the requests it sends are kept. */
function renderBanner(draft: unknown) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, window.location.href).pathname;
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const body =
      path === '/admin/api/current-draft'
        ? { draft }
        : path.endsWith('/resolve-conflict')
          ? { draft: { ...conflictingDraft, publishedConflict: null } }
          : { file: 'pages/solutions.json', version: 'v2', text: '', data: merged };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const store = createEditorStore();
  store.dispatch({
    type: 'loadDocument',
    response: { file: 'pages/solutions.json', version: 'v1', text: '', data: { title: 'By Asha' } },
  });
  render(
    <MantineProvider>
      <EditorStoreContext.Provider value={store}>
        <PublishedConflictBanner />
      </EditorStoreContext.Provider>
    </MantineProvider>,
  );
  return { sent, store };
}

beforeEach(() => window.history.replaceState(null, '', '/admin/editor/?file=pages/solutions.json'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the editor’s notice of a conflict with the published pages', () => {
  it('names the page, shows both versions, and brings the draft up to date with the choice, reopening the file', async () => {
    const { sent, store } = renderBanner(conflictingDraft);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('In pages/solutions.json, the lines this draft changes were published');
    expect(within(banner).getByLabelText('Published now by Priya Publisher').textContent).toBe('  "title": "By Ravi"');
    expect(within(banner).getByLabelText('This draft').textContent).toBe('  "title": "By Asha"');

    fireEvent.click(within(banner).getByRole('button', { name: 'Take the published version' }));

    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/admin/api/drafts/drafts%2Fasha-solutions/resolve-conflict',
      body: { keep: 'published' },
    });
    await vi.waitFor(() => expect(store.getState().open?.baseVersion).toBe('v2'));
  });

  it('shows nothing for a draft without a conflict', async () => {
    const { sent } = renderBanner({ ...conflictingDraft, publishedConflict: null });
    await vi.waitFor(() => expect(sent.map((request) => request.path)).toContain('/admin/api/current-draft'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
