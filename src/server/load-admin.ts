import type * as StartAdmin from '../admin/server/start-admin.ts';

/**
 * Loads the admin's server side (ADMIN=on only; without it nothing of the admin is imported).
 *
 * Its releases render pages with React's production build (openSiteReleases sets NODE_ENV), but its own
 * imports load React first (the editor's client build reaches @mantine/core through the theme), and React
 * picks its build by NODE_ENV on that first load: under a plain `npm start` (no NODE_ENV) a development
 * React then met the production renderer and the first release failed with "dispatcher.getOwner is not a
 * function". So NODE_ENV is production before anything of the admin loads.
 */
export async function loadAdmin(): Promise<typeof StartAdmin> {
  process.env.NODE_ENV = 'production';
  return import('../admin/server/start-admin.ts');
}
