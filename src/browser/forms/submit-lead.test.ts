import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitLead } from './submit-lead';

const lead = { name: 'Priya Deshmukh', email: 'priya@example.com', message: 'Call me.', type: 'query' } as const;

afterEach(() => vi.unstubAllGlobals());

describe('submitLead', () => {
  it('posts the lead as JSON and returns the server message on 2xx', async () => {
    const fetchMock = vi.fn(async () => Response.json({ message: 'Thank you, we will call you.' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitLead('/api/query/add', lead)).resolves.toEqual({ message: 'Thank you, we will call you.' });
    expect(fetchMock).toHaveBeenCalledWith('/api/query/add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(lead),
    });
  });

  it('treats a 2xx reply without JSON as success without a message', async () => {
    vi.stubGlobal('fetch', async () => new Response('ok', { status: 200 }));
    await expect(submitLead('/api/query/add', lead)).resolves.toEqual({});
  });

  it('rejects on a non-2xx status', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Invalid' }, { status: 400 }));
    await expect(submitLead('/api/query/add', lead)).rejects.toMatchObject({ name: 'LeadRejectedError', status: 400 });
  });

  it('rejects on a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitLead('/api/query/add', lead)).rejects.toThrow('Failed to fetch');
  });
});
