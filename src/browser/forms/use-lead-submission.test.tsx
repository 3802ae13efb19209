import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeadSubmission } from './use-lead-submission';

const lead = { name: 'Priya Deshmukh', email: 'priya@example.com', message: 'Call me.', type: 'query' } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useLeadSubmission', () => {
  it('sends, reports sending, and returns the reply', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useLeadSubmission('/api/query/add', 'Failed to submit the form'));

    let reply!: Promise<unknown>;
    act(() => {
      reply = result.current.submit(lead);
    });
    expect(result.current.sending).toBe(true);
    await act(async () => answer(Response.json({ message: 'Thanks' })));
    await expect(reply).resolves.toEqual({ message: 'Thanks' });
    expect(result.current.sending).toBe(false);
    expect(result.current.failed).toBe(false);
  });

  it('ignores a second submit while the first is in flight', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useLeadSubmission('/api/query/add', 'Failed to submit the form'));

    let second!: Promise<unknown>;
    act(() => {
      void result.current.submit(lead);
      second = result.current.submit(lead);
    });
    await expect(second).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(Response.json({})));
  });

  it('logs the given text and sets failed on a non-2xx answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useLeadSubmission('/api/query/add', 'Error submitting the form'));

    let reply: unknown;
    await act(async () => {
      reply = await result.current.submit(lead);
    });
    expect(reply).toBeNull();
    expect(result.current.failed).toBe(true);
    expect(log).toHaveBeenCalledWith('Error submitting the form', expect.anything());
    act(() => result.current.clearFailure());
    expect(result.current.failed).toBe(false);
  });
});
