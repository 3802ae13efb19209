import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, author, renderAdmin } from './testing/render-admin.testing';

afterEach(() => vi.unstubAllGlobals());

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin app', () => {
  it('shows who is signed in, with their role, and the menu their role allows', async () => {
    renderAdmin({
      user: author,
      routes: {
        'GET /admin/api/drafts': { body: { drafts: [] } },
        'GET /admin/api/current-draft': { body: { draft: null } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drafts' })).toBeTruthy();
    expect(screen.getByTestId('signed-in-user').textContent).toBe('asha@kinetiq.example · Author');
    expect(menuLinks()).toEqual(['Drafts', 'History']);
    expect(screen.getByRole('link', { name: 'Drafts' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives an admin every screen', async () => {
    renderAdmin({ user: admin, hash: '#audit', routes: { 'GET /admin/api/audit': { body: { entries: [] } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit' })).toBeTruthy();
    expect(menuLinks()).toEqual(['Drafts', 'Review', 'History', 'Users', 'Audit']);
  });

  it('sends the browser to the login page, coming back here, when the session has ended (401)', async () => {
    const { navigate } = renderAdmin({
      user: author,
      hash: '#history',
      routes: { 'GET /admin/api/session': { status: 401, body: { error: 'Log in first.' } } },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2F%23history');
  });

  it('also leaves for the login page when a later request finds the session gone', async () => {
    const { navigate } = renderAdmin({
      user: author,
      routes: {
        'GET /admin/api/drafts': { status: 401, body: { error: 'Your session ended. Log in again.' } },
        'GET /admin/api/current-draft': { status: 401, body: { error: 'Your session ended. Log in again.' } },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Your session ended. Log in again.');
    expect(navigate).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2F%23drafts');
  });

  it('opens the login page saying why when the session ended after 8 hours idle', async () => {
    const ended = { status: 401, body: { error: 'Your session has ended. Please log in again.', reason: 'expired' } };
    const { navigate } = renderAdmin({
      user: author,
      routes: { 'GET /admin/api/drafts': ended, 'GET /admin/api/current-draft': ended },
    });
    await screen.findByRole('alert');
    expect(navigate).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2F%23drafts&reason=expired');
  });

  it('logs out on the server (with the admin header) and then shows the login page', async () => {
    const { server, navigate, user } = renderAdmin({
      user: author,
      hash: '#history',
      // The server's answer is a 303 to the login page (read as an opaque redirect: nothing to follow).
      routes: { 'GET /admin/api/history': { body: { versions: [] } }, 'POST /admin/logout': { status: 303 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2F'));
    const [logout] = server.requests.filter((request) => request.url === '/admin/logout');
    expect(logout).toMatchObject({ method: 'POST', headers: { 'x-admin-request': '1' } });
  });

  it('tells an author who follows a link to an admin screen that it is not theirs, without asking the server', async () => {
    const { server } = renderAdmin({ user: author, hash: '#users' });
    expect(await screen.findByText('Only admins can manage users')).toBeTruthy();
    expect(server.sent('GET /admin/api/users')).toEqual([]);
  });
});
