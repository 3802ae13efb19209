import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DraftView } from '../api/types';
import { conflictingDraft } from '../testing/admin-fixtures.testing';
import { author, renderAdmin, statusText } from '../testing/render-admin.testing';

function renderDrafts(drafts: DraftView[]) {
  return renderAdmin({
    user: author,
    routes: {
      'GET /admin/api/drafts': { body: { drafts } },
      'GET /admin/api/current-draft': { body: { draft: null } },
    },
  });
}

const resolveRequest = 'POST /admin/api/drafts/drafts%2Fasha-solutions/resolve-conflict';

describe('a draft in conflict with the published pages, on its card', () => {
  it('names the page and shows both versions of the lines, with who published the other one', async () => {
    renderDrafts([conflictingDraft]);
    const card = await screen.findByRole('article', { name: 'Solutions title' });

    expect(within(card).getByText('This draft and the published pages changed the same lines')).toBeTruthy();
    const versions = within(card).getByRole('region', { name: 'Both versions of pages/solutions.json' });
    expect(within(versions).getByText('from line 2', { exact: false })).toBeTruthy();
    const published = within(versions).getByLabelText(
      'Published now (published by Ravi Rao on 26 November 2026 at 1:30 pm IST)',
    );
    expect(published.textContent).toBe('  "title": "Solutions by Ravi"');
    expect(within(versions).getByLabelText('This draft').textContent).toBe('  "title": "Solutions by Asha"');
  });

  it('sends the author’s choice, then shows the draft up to date without the notice', async () => {
    const { server, user } = renderDrafts([conflictingDraft]);
    const card = await screen.findByRole('article', { name: 'Solutions title' });
    const upToDate = { ...conflictingDraft, publishedConflict: null };
    server.on(resolveRequest, () => {
      server.on('GET /admin/api/drafts', { body: { drafts: [upToDate] } });
      return { body: { draft: upToDate } };
    });

    await user.click(within(card).getByRole('button', { name: 'Keep my version' }));

    await vi.waitFor(() =>
      expect(within(card).queryByText('This draft and the published pages changed the same lines')).toBeNull(),
    );
    expect(server.sent(resolveRequest)[0]?.body).toEqual({ keep: 'mine' });
    expect(statusText()).toContain('“Solutions title” is up to date with the published pages and keeps your lines.');
    expect(within(card).getByRole('button', { name: 'Open in editor' })).toBeTruthy();
  });

  it('offers taking the published version, in the server’s words when it refuses', async () => {
    const { server, user } = renderDrafts([conflictingDraft]);
    const card = await screen.findByRole('article', { name: 'Solutions title' });
    server.on(resolveRequest, { status: 403, body: { error: 'This draft is not yours.' } });

    await user.click(within(card).getByRole('button', { name: 'Take the published version' }));

    expect(await screen.findByText('This draft is not yours.')).toBeTruthy();
    expect(server.sent(resolveRequest)[0]?.body).toEqual({ keep: 'published' });
  });
});
