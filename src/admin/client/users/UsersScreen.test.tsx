import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../api/types';
import { admin, renderAdmin, statusText } from '../testing/render-admin.testing';

afterEach(() => vi.unstubAllGlobals());

const users: AdminUser[] = [
  { id: 1, email: 'meera@kinetiq.example', name: 'Meera Iyer', role: 'admin', createdAt: '2026-11-01T04:30:00.000Z' },
  { id: 2, email: 'asha@kinetiq.example', name: 'Asha Rao', role: 'author', createdAt: '2026-11-02T04:30:00.000Z' },
];

const renderUsers = () =>
  renderAdmin({ user: admin, hash: '#users', routes: { 'GET /admin/api/users': { body: { users } } } });

describe('Users', () => {
  it('lists the users with their roles; the signed-in admin cannot remove themself here', async () => {
    renderUsers();
    const asha = (await screen.findByRole('cell', { name: 'asha@kinetiq.example' })).closest('tr')!;
    expect((within(asha).getByLabelText('Role of asha@kinetiq.example') as HTMLSelectElement).value).toBe('author');
    expect(within(asha).getByText('2 November 2026 at 10:00 am IST')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove asha@kinetiq.example' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove meera@kinetiq.example' })).toBeNull();
  });

  it('adds a user, refusing a password under 12 characters before asking the server', async () => {
    const { server, user } = renderUsers();
    server.on('POST /admin/api/users', { status: 201, body: {} });
    const form = await screen.findByRole('form', { name: 'Add a user' });
    await user.type(within(form).getByLabelText(/Email/), 'ravi@kinetiq.example');
    await user.type(within(form).getByLabelText('Name'), 'Ravi Kumar');
    await user.selectOptions(within(form).getByLabelText('Role'), 'publisher');
    await user.type(within(form).getByLabelText(/Password/), 'short-pass');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText('At least 12 characters (it has 10).')).toBeTruthy();
    expect(server.sent('POST /admin/api/users')).toEqual([]);

    await user.type(within(form).getByLabelText(/Password/), 'word!');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    await vi.waitFor(() => expect(statusText()).toBe('Added ravi@kinetiq.example as publisher.'));
    expect(server.sent('POST /admin/api/users')[0]).toMatchObject({
      headers: { 'x-admin-request': '1' },
      body: { email: 'ravi@kinetiq.example', name: 'Ravi Kumar', role: 'publisher', password: 'short-password!' },
    });
  });

  it('shows the server’s refusal of a new user in its words', async () => {
    const { server, user } = renderUsers();
    server.on('POST /admin/api/users', {
      status: 409,
      body: { error: 'asha@kinetiq.example already has an account.' },
    });
    const form = await screen.findByRole('form', { name: 'Add a user' });
    await user.type(within(form).getByLabelText(/Email/), 'asha@kinetiq.example');
    await user.type(within(form).getByLabelText(/Password/), 'a-long-enough-password');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'asha@kinetiq.example already has an account.',
    );
  });

  it('changes a role', async () => {
    const { server, user } = renderUsers();
    const route = 'PATCH /admin/api/users/asha%40kinetiq.example';
    server.on(route, { body: {} });
    await user.selectOptions(await screen.findByLabelText('Role of asha@kinetiq.example'), 'publisher');
    await vi.waitFor(() => expect(statusText()).toBe('asha@kinetiq.example is now a publisher.'));
    expect(server.sent(route)[0]).toMatchObject({ body: { role: 'publisher' }, headers: { 'x-admin-request': '1' } });
  });

  it('removes a user after confirmation', async () => {
    const { server, user } = renderUsers();
    const route = 'DELETE /admin/api/users/asha%40kinetiq.example';
    server.on(route, { body: {} });
    await user.click(await screen.findByRole('button', { name: 'Remove asha@kinetiq.example' }));
    expect(server.sent(route)).toEqual([]);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this user?' })).getByRole('button', {
        name: 'Remove user',
      }),
    );
    await vi.waitFor(() => expect(statusText()).toContain('Removed asha@kinetiq.example.'));
    expect(server.sent(route)[0]?.headers['x-admin-request']).toBe('1');
  });
});
