import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { versions } from '../testing/admin-fixtures.testing';
import { author, publisher, renderAdmin, statusText } from '../testing/render-admin.testing';

afterEach(() => vi.unstubAllGlobals());

const ROLLBACK = 'POST /admin/api/history/a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1/rollback';

const renderHistory = (user = publisher) =>
  renderAdmin({ user, hash: '#history', routes: { 'GET /admin/api/history': { body: { versions } } } });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('History', () => {
  it('lists published versions: when in India time, who, which files, from which draft, what was rolled back', async () => {
    renderHistory();
    const newest = await rowOf('26 November 2026 at 2:45 pm IST');
    expect(within(newest).getByText('Live now')).toBeTruthy();
    expect(within(newest).getByText('Vikram Shah')).toBeTruthy();
    expect(within(newest).getByText('pages/index.json')).toBeTruthy();
    expect(within(newest).getByText('From draft drafts/asha-index')).toBeTruthy();
    expect(within(newest).queryByRole('button')).toBeNull();
    const rollback = await rowOf('20 November 2026 at 5:30 pm IST');
    expect(within(rollback).getByText('Rollback to the version of 18 November 2026 at 10:30 am IST')).toBeTruthy();
  });

  it('rolls back after confirmation and says how fast it went live', async () => {
    const { server, user } = renderHistory();
    server.on(ROLLBACK, { body: { commit: 'e5e5e5e', files: ['pages/about.json', 'site.json'], ms: 2300 } });
    const launch = await rowOf('18 November 2026 at 10:30 am IST');
    await user.click(within(launch).getByRole('button', { name: 'Roll back to this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back the public site?' });
    expect(server.sent(ROLLBACK)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await vi.waitFor(() =>
      expect(statusText()).toBe('Rolled back to the version of 18 November 2026 at 10:30 am IST. Live in 2.3 s.'),
    );
    expect(server.sent(ROLLBACK)[0]?.headers['x-admin-request']).toBe('1');
    await vi.waitFor(() => expect(server.sent('GET /admin/api/history')).toHaveLength(2));
  });

  it('shows a refused rollback in the server’s words', async () => {
    const { server, user } = renderHistory();
    server.on(ROLLBACK, { status: 403, body: { error: 'Only publishers can roll back.' } });
    await user.click(within(await rowOf('18 November 2026 at 10:30 am IST')).getByRole('button'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only publishers can roll back.');
  });

  it("shows the first eight files of a developer's large commit and counts the rest", async () => {
    const files = Array.from({ length: 30 }, (_, index) => `tests/fixtures/editor-site/pages/page-${index}.json`);
    const large = { ...versions[2]!, commit: 'd4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4', files };
    renderAdmin({
      user: publisher,
      hash: '#history',
      routes: { 'GET /admin/api/history': { body: { versions: [...versions, large] } } },
    });
    const row = (await screen.findByText(files[0]!)).closest('tr')!;
    expect(within(row).getByText(files[7]!)).toBeTruthy();
    expect(within(row).queryByText(files[8]!)).toBeNull();
    expect(within(row).getByText('and 22 more files')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Roll back to this version' })).toBeTruthy();
  });

  it('offers an author no rollback', async () => {
    renderHistory(author);
    await rowOf('18 November 2026 at 10:30 am IST');
    expect(screen.queryByRole('button', { name: 'Roll back to this version' })).toBeNull();
  });
});
