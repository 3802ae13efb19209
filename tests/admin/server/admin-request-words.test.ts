import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

/**
 * A request the admin API refuses is answered in words: they were AJV's ("at must match format \"date-time\"",
 * "keep must be equal to one of the allowed values", "commit must match pattern \"^[0-9a-f]{7,64}$\"").
 */
describe('the admin API refuses a malformed request in words', () => {
  let server: AdminTestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startAdminTestServer('admin-request-words-');
    cookie = await server.logIn('priya@example.in');
  });

  afterAll(() => server.close());

  const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1' },
      ...(payload ? { payload } : {}),
    });

  const draft = '/admin/api/drafts/drafts%2Fasha-home';

  it.each([
    [
      'a date that is not one',
      'PUT',
      `${draft}/schedule`,
      { at: 'tomorrow', head: 'a'.repeat(40) },
      "Publish at must be a date and time such as 2026-03-14T09:30:00+05:30 (got 'tomorrow').",
    ],
    ['a missing field', 'POST', `${draft}/send-back`, {}, 'Write the comment.'],
    ['an empty comment', 'POST', `${draft}/send-back`, { comment: '' }, 'Comment must not be empty.'],
    ['a choice left out', 'POST', `${draft}/keep-version`, {}, 'Choose the version to keep.'],
    [
      'a field the request does not take',
      'POST',
      `${draft}/send-back`,
      { comment: 'x', extra: 1 },
      'extra is not a field this request takes.',
    ],
    [
      'a choice not offered',
      'POST',
      `${draft}/keep-version`,
      { keep: 'both' },
      'Version to keep must be one of: shared, held.',
    ],
    [
      'text where a choice is due',
      'PUT',
      `${draft}/schedule`,
      { at: 5, head: 'a'.repeat(40) },
      'Publish at must be text.',
    ],
    ['a publish without the version reviewed', 'POST', `${draft}/publish`, {}, 'Write the version you reviewed.'],
    [
      'a reviewed version of the wrong shape',
      'POST',
      `${draft}/publish`,
      { head: 'HEAD' },
      "Version you reviewed 'HEAD' is not valid here.",
    ],
    [
      'a draft name of the wrong shape',
      'POST',
      '/admin/api/drafts/main/submit',
      undefined,
      "branch 'main' is not valid here.",
    ],
    [
      'a version id of the wrong shape',
      'POST',
      '/admin/api/history/HEAD~1/rollback',
      undefined,
      "commit 'HEAD~1' is not valid here.",
    ],
  ] as const)('%s', async (_what, method, url, payload, words) => {
    const response = await send(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: words });
  });
});
