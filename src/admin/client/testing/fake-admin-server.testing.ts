import { vi } from 'vitest';

/** A request the app sent, as the server would read it. */
export interface SentRequest {
  method: string;
  /** Path and query: '/admin/api/audit?limit=200'. */
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeAdminServer {
  requests: SentRequest[];
  /** Answers `METHOD /path` (no query) from now on. */
  on(route: string, answer: FakeAnswer | Handler): void;
  /** The requests to one route, in order. */
  sent(route: string): SentRequest[];
}

/**
 * The admin HTTP API of the design, faked at `fetch`: each test says what the server answers to
 * each `METHOD /path`, and reads back what the app sent (method, headers, JSON body). A request no
 * test expected gets a 404 in the server's error shape, so a wrong path shows up as a visible error.
 */
export function fakeAdminServer(routes: Record<string, FakeAnswer | Handler> = {}): FakeAdminServer {
  const handlers = new Map(Object.entries(routes));
  const requests: SentRequest[] = [];
  const routeOf = (request: SentRequest) => `${request.method} ${request.url.split('?')[0]}`;

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://admin.test');
      const headers = Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      );
      const request: SentRequest = {
        method: init.method ?? 'GET',
        url: `${url.pathname}${url.search}`,
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const handler = handlers.get(routeOf(request));
      const answer: FakeAnswer = !handler
        ? { status: 404, body: { error: `No fake answer for ${routeOf(request)}` } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );

  return {
    requests,
    on: (route, answer) => void handlers.set(route, answer),
    sent: (route) => requests.filter((request) => routeOf(request) === route),
  };
}
