import { MantineProvider } from '@mantine/core';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AdminApp } from '../AdminApp';
import { createAdminApi } from '../api/admin-api';
import type { SessionUser } from '../api/types';
import { fakeAdminServer, type FakeAdminServer } from './fake-admin-server.testing';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Role queries walk the whole app shell; on a busy 2-core machine one can take most of a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

export const author: SessionUser = { email: 'asha@kinetiq.example', name: 'Asha Rao', role: 'author' };
export const publisher: SessionUser = { email: 'vikram@kinetiq.example', name: 'Vikram Shah', role: 'publisher' };
export const admin: SessionUser = { email: 'meera@kinetiq.example', name: 'Meera Iyer', role: 'admin' };

export interface RenderAdminOptions {
  user: SessionUser;
  /** The screen: '#drafts', '#review/drafts%2Fasha-about'… */
  hash?: string;
  routes?: Parameters<typeof fakeAdminServer>[0];
}

/** The whole admin app, signed in as `user`, on the screen `hash`, against a faked admin API. */
export function renderAdmin({ user, hash = '#drafts', routes = {} }: RenderAdminOptions) {
  window.history.replaceState(null, '', `/admin/${hash}`);
  const server: FakeAdminServer = fakeAdminServer({ 'GET /admin/api/session': { body: { user } }, ...routes });
  const navigate = vi.fn<(url: string) => void>();
  render(
    <MantineProvider env="test">
      <AdminApp api={createAdminApi({ navigate })} navigate={navigate} />
    </MantineProvider>,
  );
  return { server, navigate, user: userEvent.setup({ delay: null }) };
}

/** The status line's text (a polite live region). */
export const statusText = () => screen.getByTestId('status-region').textContent ?? '';
