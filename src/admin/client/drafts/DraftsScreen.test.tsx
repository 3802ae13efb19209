import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftView } from '../api/types';
import { editingDraft, scheduledDraft, sentBackDraft, waitingDraft } from '../testing/admin-fixtures.testing';
import { author, publisher, renderAdmin, statusText } from '../testing/render-admin.testing';

const PRIYAS_SAVE = 'a'.repeat(40);
const RAVIS_SAVE = 'b'.repeat(40);

afterEach(() => vi.unstubAllGlobals());

function renderDrafts(drafts: DraftView[], user = author, current: DraftView | null = null) {
  return renderAdmin({
    user,
    routes: {
      'GET /admin/api/drafts': { body: { drafts } },
      'GET /admin/api/current-draft': { body: { draft: current } },
      'PUT /admin/api/current-draft': { body: { draft: current } },
    },
  });
}

const card = async (title: string) => screen.findByRole('article', { name: title });

describe('Drafts', () => {
  it('shows each draft with its state, files and last change in India time', async () => {
    renderDrafts([editingDraft, waitingDraft, scheduledDraft], author, editingDraft);
    const editing = await card('Home hero heading');
    expect(within(editing).getByText('Editing')).toBeTruthy();
    expect(within(editing).getByText('Open in your editor')).toBeTruthy();
    expect(within(editing).getByText('Updated 26 November 2026 at 11:30 am IST')).toBeTruthy();
    expect(within(editing).getByText('pages/index.json')).toBeTruthy();
    const waiting = await card('About page');
    expect(within(waiting).getByText('Waiting for review')).toBeTruthy();
    expect(within(waiting).getByText('2 files')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(
      within(await card('Vacuum grippers')).getByText('Scheduled for 1 December 2026 at 9:00 am IST'),
    ).toBeTruthy();
  });

  it('puts the publisher’s comment on a sent-back draft in front of its author', async () => {
    renderDrafts([sentBackDraft]);
    const sentBack = await card('Careers notice');
    expect(within(sentBack).getByText('Sent back')).toBeTruthy();
    expect(within(sentBack).getByText('Sent back by the publisher')).toBeTruthy();
    expect(within(sentBack).getByText('Please name the Pune office, not just "our office".')).toBeTruthy();
  });

  it('tells the author on their draft that Publish was refused, by whom, when and why', async () => {
    const refused: DraftView = {
      ...waitingDraft,
      publishRefused: {
        at: '2026-11-26T07:00:00.000Z',
        by: 'priya@example.in',
        reason:
          'The draft and the published pages changed the same lines: open the draft in the editor and resolve it.',
      },
    };
    renderDrafts([refused]);
    const waiting = await card('About page');
    expect(within(waiting).getByText('Publishing this draft was refused')).toBeTruthy();
    expect(
      within(waiting).getByText('priya@example.in tried to publish it on 26 November 2026 at 12:30 pm IST.'),
    ).toBeTruthy();
    expect(within(waiting).getByText(/changed the same lines: open the draft in the editor/)).toBeTruthy();
  });

  it('tells the author and the publishers that a scheduled publish did not happen, when it was due, who scheduled it and why', async () => {
    const failed: DraftView = {
      ...waitingDraft,
      scheduleFailed: {
        at: '2026-11-26T09:30:04.000Z',
        scheduledFor: '2026-11-26T09:30:00.000Z',
        by: 'priya@example.in',
        reason:
          'The draft would break the site: 1 problem(s) to fix first. pages/about.json, line 9: must not be empty',
        authorCanFix: true,
      },
    };
    for (const user of [author, publisher]) {
      renderDrafts([failed], user);
      const waiting = await card('About page');
      expect(within(waiting).getByText('The scheduled publish did not happen')).toBeTruthy();
      expect(
        within(waiting).getByText(
          'priya@example.in scheduled it for 26 November 2026 at 3:00 pm IST; it was not published, and the public site did not change.',
        ),
      ).toBeTruthy();
      expect(within(waiting).getByText(/pages\/about\.json, line 9: must not be empty/)).toBeTruthy();
      expect(
        within(waiting).getByText(/fix this, then submit it for review again: a publisher can then schedule it again/),
      ).toBeTruthy();
      cleanup();
    }
  });

  it('says nothing in the draft has to change when its scheduled publish failed on the server', async () => {
    renderDrafts([
      {
        ...waitingDraft,
        scheduleFailed: {
          at: '2026-11-26T09:30:04.000Z',
          scheduledFor: '2026-11-26T09:30:00.000Z',
          by: null,
          reason: 'The server could not publish it then; an administrator finds why in its log.',
          authorCanFix: false,
        },
      },
    ]);
    const waiting = await card('About page');
    expect(
      within(waiting).getByText(/^It was scheduled for 26 November 2026 at 3:00 pm IST; it was not published/),
    ).toBeTruthy();
    expect(
      within(waiting).getByText(/Nothing in the draft has to change: a publisher can schedule it again\./),
    ).toBeTruthy();
    expect(within(waiting).queryByText(/fix this/)).toBeNull();
  });

  it('shows no failed-publish notice on a draft nothing happened to', async () => {
    renderDrafts([waitingDraft]);
    const waiting = await card('About page');
    expect(within(waiting).queryByText('The scheduled publish did not happen')).toBeNull();
    expect(within(waiting).queryByText('Publishing this draft was refused')).toBeNull();
  });

  it('opens a draft in the editor: chooses it as the current draft first, then goes to the editor', async () => {
    const { server, navigate, user } = renderDrafts([editingDraft]);
    await user.click(within(await card('Home hero heading')).getByRole('button', { name: 'Open in editor' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/editor/'));
    expect(server.sent('PUT /admin/api/current-draft')).toEqual([
      expect.objectContaining({
        body: { branch: 'drafts/asha-index' },
        headers: expect.objectContaining({ 'x-admin-request': '1' }),
      }),
    ]);
  });

  it('starts a new draft from the published pages', async () => {
    const { server, navigate, user } = renderDrafts([]);
    expect(await screen.findByText('No drafts yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start a new draft' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/editor/'));
    expect(server.sent('PUT /admin/api/current-draft')[0]?.body).toEqual({ branch: null });
  });

  it('submits a draft for review and says so', async () => {
    const { server, user } = renderDrafts([editingDraft]);
    server.on('POST /admin/api/drafts/drafts%2Fasha-index/submit', () => {
      server.on('GET /admin/api/drafts', { body: { drafts: [{ ...editingDraft, status: 'submitted' }] } });
      return { body: { draft: { ...editingDraft, status: 'submitted' } } };
    });
    await user.click(within(await card('Home hero heading')).getByRole('button', { name: 'Submit for review' }));
    expect(await within(await card('Home hero heading')).findByText('Waiting for review')).toBeTruthy();
    expect(statusText()).toContain('“Home hero heading” is waiting for review.');
    const [submit] = server.sent('POST /admin/api/drafts/drafts%2Fasha-index/submit');
    expect(submit?.headers['x-admin-request']).toBe('1');
  });

  it('discards a draft only after the user confirms', async () => {
    const { server, user } = renderDrafts([editingDraft]);
    server.on('DELETE /admin/api/drafts/drafts%2Fasha-index', { body: { ok: true } });
    await user.click(within(await card('Home hero heading')).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.sent('DELETE /admin/api/drafts/drafts%2Fasha-index')).toEqual([]);

    await user.click(within(await card('Home hero heading')).getByRole('button', { name: 'Discard' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard draft' }));
    await vi.waitFor(() => expect(statusText()).toContain('Discarded “Home hero heading”.'));
    expect(server.sent('DELETE /admin/api/drafts/drafts%2Fasha-index')).toHaveLength(1);
  });

  it('shows a refusal in the server’s own words', async () => {
    const { server, user } = renderDrafts([editingDraft]);
    server.on('POST /admin/api/drafts/drafts%2Fasha-index/submit', {
      status: 409,
      body: { error: 'This draft changes nothing: save a change in the editor first.' },
    });
    await user.click(within(await card('Home hero heading')).getByRole('button', { name: 'Submit for review' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Submitting failed');
    expect(alert.textContent).toContain('This draft changes nothing: save a change in the editor first.');
  });

  it('shows a publisher everyone’s drafts with their authors, and a way to review the waiting ones', async () => {
    renderDrafts([waitingDraft, scheduledDraft], publisher);
    const waiting = await card('About page');
    expect(within(waiting).getByText(/By asha@kinetiq.example/)).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Review and publish' }).getAttribute('href')).toBe(
      '#review/drafts%2Fasha-about',
    );
  });

  it('says which saves are on this server only, names every save that changed the same lines, and keeps the one the author picks', async () => {
    const conflicted: DraftView = {
      ...editingDraft,
      remoteProblem: {
        kind: 'conflict',
        files: ['pages/index.json'],
        sides: {
          shared: { by: 'Asha Author', at: '2026-11-26T06:00:00.000Z' },
          held: [
            { by: 'Priya Publisher', at: '2026-11-26T06:01:00.000Z', id: PRIYAS_SAVE },
            { by: 'Ravi Author', at: '2026-11-26T06:02:00.000Z', id: RAVIS_SAVE },
          ],
        },
        heldOnRemote: true,
        message: 'Three saves changed the same lines of pages/index.json.',
      },
    };
    const unreachable: DraftView = {
      ...waitingDraft,
      remoteProblem: { kind: 'unreachable', message: 'The last save of this draft is on this server only.' },
    };
    const { server, user } = renderDrafts([conflicted, unreachable]);
    const away = await card('About page');
    expect(within(away).getByText('Saved on this server only')).toBeTruthy();
    expect(within(away).queryByRole('button', { name: /^Keep/ })).toBeNull();

    const home = await card('Home hero heading');
    expect(within(home).getByText('3 saves changed the same lines')).toBeTruthy();
    expect(within(home).getByText('Three saves changed the same lines of pages/index.json.')).toBeTruthy();
    expect(
      within(home)
        .getAllByRole('button', { name: /^Keep/ })
        .map((button) => button.textContent),
    ).toEqual([
      'Keep Asha Author’s save of 26 November 2026 at 11:30 am IST',
      'Keep Priya Publisher’s save of 26 November 2026 at 11:31 am IST',
      'Keep Ravi Author’s save of 26 November 2026 at 11:32 am IST',
    ]);
    server.on('POST /admin/api/drafts/drafts%2Fasha-index/keep-version', () => {
      server.on('GET /admin/api/drafts', { body: { drafts: [editingDraft, unreachable] } });
      return { body: { draft: editingDraft } };
    });
    await user.click(
      within(home).getByRole('button', { name: 'Keep Priya Publisher’s save of 26 November 2026 at 11:31 am IST' }),
    );
    await vi.waitFor(() => expect(within(home).queryByText('3 saves changed the same lines')).toBeNull());
    expect(server.sent('POST /admin/api/drafts/drafts%2Fasha-index/keep-version')[0]?.body).toEqual({
      keep: 'held',
      id: PRIYAS_SAVE,
    });
    expect(statusText()).toContain('“Home hero heading” keeps the lines you chose');
  });
});
