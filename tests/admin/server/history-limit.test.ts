import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAdminTestServer, sameOrigin, type AdminTestServer } from './admin-test-server.ts';

/**
 * GET /admin/api/history?limit=N: a query string is text, and the admin's strict validator does not turn '3'
 * into 3, so `limit` declared as an integer refused every value ("limit must be integer").
 */
describe('the History API reads further back on request', () => {
  let server: AdminTestServer;
  let asked: number[];

  beforeEach(async () => {
    server = await startAdminTestServer('history-limit-');
    asked = [];
    server.repo.history = async (limit: number) => {
      asked.push(limit);
      return [];
    };
  });

  afterEach(() => server.close());

  const history = async (query: string) =>
    server.app.inject({
      method: 'GET',
      url: `/admin/api/history${query}`,
      headers: sameOrigin(await server.logIn('priya@example.in')),
    });

  it('passes ?limit=3 on as 3 versions, and 50 without it', async () => {
    expect((await history('?limit=3')).statusCode).toBe(200);
    expect((await history('')).statusCode).toBe(200);
    expect(asked).toEqual([3, 50]);
  });

  it.each(['?limit=0', '?limit=501', '?limit=three', '?limit=2.5'])('refuses %s in words', async (query) => {
    const response = await history(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'limit must be a whole number from 1 to 500.' });
  });
});
