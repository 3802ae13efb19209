import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditEntries } from '../testing/admin-fixtures.testing';
import { admin, renderAdmin } from '../testing/render-admin.testing';

afterEach(() => vi.unstubAllGlobals());

describe('Audit', () => {
  it('shows the entries newest first: when, who, what, subject', async () => {
    const { server } = renderAdmin({
      user: admin,
      hash: '#audit',
      routes: { 'GET /admin/api/audit': { body: { entries: auditEntries } } },
    });
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['26 November 2026 at 2:45 pm IST', 'vikram@kinetiq.example', 'Published', 'drafts/asha-indexpages/index.json'],
      ['26 November 2026 at 1:30 pm IST', 'asha@kinetiq.example', 'Submitted for review', 'drafts/asha-index'],
      ['26 November 2026 at 1:29 pm IST', 'Nobody signed in', 'Failed to log in', 'nobody@kinetiq.example'],
    ]);
    expect(server.sent('GET /admin/api/audit')[0]?.url).toBe('/admin/api/audit?limit=200');
  });
});
