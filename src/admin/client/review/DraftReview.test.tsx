import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../api/types';
import { dateToIndiaInput } from '../format/india-time';
import { aboutChanges, editingDraft, waitingDraft } from '../testing/admin-fixtures.testing';
import { author, publisher, renderAdmin, statusText } from '../testing/render-admin.testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PUBLISH = 'POST /admin/api/drafts/drafts%2Fasha-about/publish';
const CHANGES = 'GET /admin/api/drafts/drafts%2Fasha-about/changes';
/** The draft's commit whose changes the review shows. */
const REVIEWED = 'a1'.repeat(20);

function renderReview(user: SessionUser = publisher, drafts = [waitingDraft, editingDraft]) {
  return renderAdmin({
    user,
    hash: '#review/drafts%2Fasha-about',
    routes: {
      'GET /admin/api/drafts': { body: { drafts } },
      [CHANGES]: { body: { head: REVIEWED, changes: aboutChanges } },
    },
  });
}

describe('reviewing a draft', () => {
  it('shows each changed page before and after, rendered, and the text diff with marked lines', async () => {
    const { user } = renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review: About page' })).toBeTruthy();
    const about = await screen.findByRole('region', { name: '/about' });
    const before = within(about).getByTitle('Before: /about as the public site shows it now');
    const after = within(about).getByTitle('After: /about as this draft shows it');
    expect(before.getAttribute('src')).toBe('/about');
    expect(after.getAttribute('src')).toBe('/admin/preview/drafts%2Fasha-about/about');
    expect((after as HTMLIFrameElement).style.width).toBe('1280px');

    await user.click(screen.getByRole('radio', { name: '375 px' }));
    expect((after as HTMLIFrameElement).style.width).toBe('375px');
    expect((before as HTMLIFrameElement).style.width).toBe('375px');

    const diff = within(about).getByRole('figure');
    expect(diff.textContent).toContain('1 line added, 1 line removed');
    expect(within(diff).getByText('Removed:').closest('del')?.textContent).toBe(
      'Removed:     { "heading": "Who we are" },',
    );
    expect(within(diff).getByText('Added:').closest('ins')?.textContent).toBe(
      'Added:     { "heading": "Who We Are in Pune" },',
    );
  });

  it('shows each changed picture old and new side by side, with name, dimensions and size; new or removed when a side is missing', async () => {
    renderReview();
    const added = await screen.findByRole('region', { name: 'public/images/about/team.jpg' });
    expect(within(added).queryByTitle(/Before/)).toBeNull();
    expect(within(added).getByText('New: this picture is not on the public site yet.')).toBeTruthy();
    const newTeam = within(added).getByRole('img', { name: 'After (this draft): team.jpg' });
    expect(newTeam.getAttribute('src')).toBe('/admin/api/drafts/drafts%2Fasha-about/images/after/about/team.jpg');
    expect(added.textContent).toContain('team.jpg · 1600 × 900 px · 245 kB');
    // git's "Binary files differ" says nothing a publisher can use.
    expect(added.textContent).not.toContain('Binary files');

    const changed = screen.getByRole('region', { name: 'public/images/hero/line-7.png' });
    const [before, after] = within(changed).getAllByRole('img');
    expect(before!.getAttribute('alt')).toBe('Before (the public site now): line-7.png');
    expect(before!.getAttribute('src')).toBe('/admin/api/drafts/drafts%2Fasha-about/images/before/hero/line-7.png');
    expect(after!.getAttribute('src')).toBe('/admin/api/drafts/drafts%2Fasha-about/images/after/hero/line-7.png');
    expect(changed.textContent).toContain('line-7.png · 800 × 600 px · 730 bytes');
    expect(changed.textContent).toContain('line-7.png · 2400 × 1800 px · 1.3 MB');

    const removed = screen.getByRole('region', { name: 'public/images/old-logo.svg' });
    expect(within(removed).getAllByRole('img')).toHaveLength(1);
    expect(within(removed).getByText('Removed: this picture leaves the site.')).toBeTruthy();
    expect(removed.textContent).toContain('old-logo.svg · size set by the page · 4.2 kB');
  });

  it('lists the placeholders a new page or entry still holds before Publish is pressed, for the author too', async () => {
    const placeholders = [
      {
        file: 'content/posts/robot-cells.json',
        line: 12,
        column: 12,
        field: 'Cover image › Alternative text',
        message: 'still has the placeholder "TODO: alternative text". Replace it with the real text before publishing.',
      },
    ];
    for (const user of [publisher, author]) {
      renderAdmin({
        user,
        hash: '#review/drafts%2Fasha-about',
        routes: {
          'GET /admin/api/drafts': { body: { drafts: [waitingDraft] } },
          'GET /admin/api/drafts/drafts%2Fasha-about/changes': { body: { changes: aboutChanges, placeholders } },
        },
      });
      const notice = await screen.findByText('Not ready to publish: 1 placeholder left');
      const box = notice.closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
      expect(box.textContent).toContain(
        'Cover image › Alternative text: still has the placeholder "TODO: alternative text"',
      );
      expect(box.textContent).toContain('(content/posts/robot-cells.json, line 12)');
      cleanup();
    }
  });

  it('publishes with the admin header, shows progress, then how fast it went live', async () => {
    const { server, user } = renderReview();
    let finish: (answer: { body: unknown }) => void = () => undefined;
    server.on(PUBLISH, () => new Promise((resolve) => (finish = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('progressbar', { name: 'Publishing in progress' })).toBeTruthy();
    expect(statusText()).toContain('Publishing “About page”');

    server.on('GET /admin/api/drafts', { body: { drafts: [{ ...waitingDraft, status: 'published' }] } });
    finish({ body: { commit: 'd4d4d4d', files: ['pages/about.json'], ms: 1840 } });
    await vi.waitFor(() => expect(statusText()).toBe('Published “About page”. Live in 1.8 s.'));
    // The version the screen showed: the server publishes that one or refuses.
    expect(server.sent(PUBLISH)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { head: REVIEWED },
        headers: expect.objectContaining({ 'x-admin-request': '1' }),
      }),
    ]);
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('shows the conflicting files of a 409, and that the author must resolve them', async () => {
    const { server, user } = renderReview();
    server.on(PUBLISH, {
      status: 409,
      body: { error: 'The draft conflicts with the published pages.', files: ['pages/about.json', 'site.json'] },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The draft conflicts with the published pages.')).toBeTruthy();
    expect(within(alert).getByText('pages/about.json')).toBeTruthy();
    expect(within(alert).getByText('site.json')).toBeTruthy();
    expect(alert.textContent).toContain('The author must resolve them');
    expect(statusText()).toBe('');
  });

  it('refused because the author saved since, loads the changes again and publishes the version now shown', async () => {
    const { server, user } = renderReview();
    server.on(PUBLISH, {
      status: 409,
      body: { error: 'Asha saved this draft after you opened it; look at the changes again.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Asha saved this draft after you opened it; look at the changes again.');

    const saved = 'b2'.repeat(20);
    server.on(CHANGES, { body: { head: saved, changes: aboutChanges } });
    server.on(PUBLISH, { body: { commit: 'd4d4d4d', files: ['pages/about.json'], ms: 900 } });
    await user.click(within(alert).getByRole('button', { name: 'Load the changes again' }));
    await vi.waitFor(() => expect(server.sent(CHANGES)).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(server.sent(PUBLISH)).toHaveLength(2));
    expect(server.sent(PUBLISH).map((request) => request.body)).toEqual([{ head: REVIEWED }, { head: saved }]);
  });

  it("offers no Publish or Schedule for another author's draft they have not submitted, as the server refuses them", async () => {
    const { server, user } = renderReview(publisher, [{ ...waitingDraft, status: 'editing' }]);
    expect(
      await screen.findByText(
        `${waitingDraft.authorEmail} has not submitted this draft: Publish and Schedule wait until they do.`,
      ),
    ).toBeTruthy();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Schedule' }).hasAttribute('disabled')).toBe(true);
    await user.click(publish).catch(() => undefined);
    expect(server.sent(PUBLISH)).toEqual([]);
  });

  it('shows a 409 without files (not a conflict) in the server’s words alone', async () => {
    const { server, user } = renderReview();
    server.on(PUBLISH, { status: 409, body: { error: 'This draft changes nothing yet.' } });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This draft changes nothing yet.');
    expect(alert.textContent).not.toContain('The author must resolve them');
  });

  it('lists the problems of a 422 with file, line, field and message', async () => {
    const { server, user } = renderReview();
    server.on(PUBLISH, {
      status: 422,
      body: {
        error: 'The draft does not pass the checks.',
        problems: [
          {
            file: 'pages/about.json',
            line: 12,
            column: 20,
            field: 'Card grid › Card 2 › Title',
            message: 'must be a string (got 42)',
          },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The draft does not pass the checks.')).toBeTruthy();
    const row = within(alert).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['pages/about.json', '12:20', 'Card grid › Card 2 › Title', 'must be a string (got 42)']);
  });

  it('sends a draft back only with a comment', async () => {
    const { server, user } = renderReview();
    const route = 'POST /admin/api/drafts/drafts%2Fasha-about/send-back';
    server.on(route, { body: { draft: { ...waitingDraft, status: 'sent-back' } } });
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Write what the author should change.')).toBeTruthy();
    expect(server.sent(route)).toEqual([]);

    await user.type(screen.getByLabelText(/Comment for the author/), 'Name the Pune office.');
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    await vi.waitFor(() => expect(statusText()).toContain('Sent “About page” back to asha@kinetiq.example.'));
    expect(server.sent(route)[0]).toMatchObject({
      body: { comment: 'Name the Pune office.' },
      headers: { 'x-admin-request': '1' },
    });
  });

  it('shows the publisher why the last scheduled publish of the draft did not happen, before they schedule it again', async () => {
    renderAdmin({
      user: publisher,
      hash: '#review/drafts%2Fasha-about',
      routes: {
        'GET /admin/api/drafts': {
          body: {
            drafts: [
              {
                ...waitingDraft,
                scheduleFailed: {
                  at: '2026-11-26T09:30:04.000Z',
                  scheduledFor: '2026-11-26T09:30:00.000Z',
                  by: 'priya@example.in',
                  reason: 'The draft and the published pages changed the same lines (pages/about.json)',
                  authorCanFix: true,
                },
              },
            ],
          },
        },
        'GET /admin/api/drafts/drafts%2Fasha-about/changes': { body: { changes: aboutChanges } },
      },
    });
    const notice = (await screen.findByText('The scheduled publish did not happen')).closest('[role="alert"]');
    expect(notice?.textContent).toContain('changed the same lines (pages/about.json)');
    expect(notice?.textContent).toContain('scheduled it for 26 November 2026 at 3:00 pm IST');
  });

  it('schedules only for a time in the future, read as India time', async () => {
    const { server, user } = renderReview();
    const route = 'PUT /admin/api/drafts/drafts%2Fasha-about/schedule';
    server.on(route, { body: { draft: waitingDraft } });
    // A datetime-local input takes its whole value at once (user-event cannot type into one in jsdom).
    const input = await screen.findByLabelText(/Publish at \(India time, IST\)/);
    fireEvent.change(input, { target: { value: dateToIndiaInput(new Date(Date.now() - 3_600_000)) } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a time in the future.')).toBeTruthy();
    expect(server.sent(route)).toEqual([]);

    fireEvent.change(input, { target: { value: '2099-01-15T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(server.sent(route)).toHaveLength(1));
    expect(server.sent(route)[0]?.body).toEqual({ at: '2099-01-15T05:00:00.000Z', head: REVIEWED });
    await vi.waitFor(() => expect(statusText()).toContain('will be published on 15 January 2099 at 10:30 am IST'));
  });

  it('shows an author the changes of their draft without Publish, Schedule or Send back', async () => {
    const { server } = renderReview(author);
    expect(await screen.findByRole('region', { name: '/about' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send back' })).toBeNull();
    expect(server.sent(PUBLISH)).toEqual([]);
  });
});

describe('the Review screen', () => {
  it('lists the drafts waiting for review, each linking to its review', async () => {
    renderAdmin({
      user: publisher,
      hash: '#review',
      routes: { 'GET /admin/api/drafts': { body: { drafts: [waitingDraft, editingDraft] } } },
    });
    const link = await screen.findByRole('link', { name: 'About page' });
    expect(link.getAttribute('href')).toBe('#review/drafts%2Fasha-about');
    expect(screen.queryByRole('link', { name: 'Home hero heading' })).toBeNull();
  });

  it('names two saves that changed the same lines, whichever server took them, and keeps the one chosen', async () => {
    const conflicted = {
      ...waitingDraft,
      remoteProblem: {
        kind: 'conflict' as const,
        files: ['pages/about.json'],
        sides: {
          shared: { by: 'Asha Author', at: '2026-11-26T06:00:00.000Z' },
          held: [{ by: 'Ravi Author', at: '2026-11-26T06:01:00.000Z', id: 'c'.repeat(40) }],
        },
        heldOnRemote: true,
        message: 'Two saves of this draft changed the same lines of pages/about.json.',
      },
    };
    const { server, user } = renderAdmin({
      user: publisher,
      hash: '#review/drafts%2Fasha-about',
      routes: {
        'GET /admin/api/drafts': { body: { drafts: [conflicted] } },
        'GET /admin/api/drafts/drafts%2Fasha-about/changes': { body: { changes: aboutChanges } },
      },
    });
    expect(await screen.findByText('Two saves changed the same lines')).toBeTruthy();
    expect(screen.getByText('Two saves of this draft changed the same lines of pages/about.json.')).toBeTruthy();
    server.on('POST /admin/api/drafts/drafts%2Fasha-about/keep-version', () => {
      server.on('GET /admin/api/drafts', { body: { drafts: [waitingDraft] } });
      return { body: { draft: waitingDraft } };
    });
    await user.click(
      screen.getByRole('button', { name: 'Keep Asha Author’s save of 26 November 2026 at 11:30 am IST' }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Two saves changed the same lines')).toBeNull());
    expect(server.sent('POST /admin/api/drafts/drafts%2Fasha-about/keep-version')[0]?.body).toEqual({
      keep: 'shared',
    });
    expect(statusText()).toContain('“About page” keeps the lines you chose');
  });
});
