import { afterEach, describe, expect, it, vi } from 'vitest';
import { brochureDetailsPage } from '../download/brochure-details-page';
import { apiBase, contactFormAction, leadEndpoint } from './api-base';

afterEach(() => vi.unstubAllEnvs());

describe('apiBase', () => {
  it('uses the site data when VITE_API_BASE is not set', () => {
    vi.stubEnv('VITE_API_BASE', undefined);
    expect(apiBase({ apiBase: '/api/' })).toBe('/api/');
    expect(leadEndpoint({ apiBase: '/api/' })).toBe('/api/query/add');
  });

  it('lets VITE_API_BASE override the site data', () => {
    vi.stubEnv('VITE_API_BASE', 'https://leads.example.in/v1/');
    expect(apiBase({ apiBase: '/api/' })).toBe('https://leads.example.in/v1/');
    expect(leadEndpoint({ apiBase: '/api/' })).toBe('https://leads.example.in/v1/query/add');
  });

  it('puts the plain HTML forms under the same base, as the server registers them', () => {
    vi.stubEnv('VITE_API_BASE', undefined);
    expect(contactFormAction({ apiBase: '/api/' })).toBe('/api/forms/contact');
    expect(brochureDetailsPage({ apiBase: '/api/' })).toBe('/api/forms/brochure');
  });

  it('gives the brochure details page the same base as the lead API, VITE_API_BASE or site data', () => {
    for (const override of [undefined, '', 'https://leads.example.in/v1/']) {
      vi.stubEnv('VITE_API_BASE', override);
      expect(brochureDetailsPage({ apiBase: '/api/' })).toBe(`${apiBase({ apiBase: '/api/' })}forms/brochure`);
    }
  });

  it('ignores an empty VITE_API_BASE', () => {
    vi.stubEnv('VITE_API_BASE', '');
    expect(apiBase({ apiBase: '/api/' })).toBe('/api/');
  });
});
