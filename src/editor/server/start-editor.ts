import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { handleEditorRequest } from './api-routes.ts';
import { createEditorVite } from './editor-vite.ts';
import { sendJson } from './http-io.ts';
import { refusalReason } from './request-guard.ts';

export interface EditorOptions {
  /** The project folder holding pages/, site.json, public/ and schemas/. */
  root: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Loopback only: the editor writes files and has no login. */
  host?: '127.0.0.1';
  /** Without Vite: the API alone (tests of the API start faster and need no client files). */
  withClient?: boolean;
}

export interface RunningEditor {
  url: string;
  port: number;
  close(): Promise<void>;
}

type UpgradeListener = (request: IncomingMessage, socket: Socket, head: Buffer) => void;

/**
 * Starts the page editor: its API (api-routes.ts) and its UI through Vite, on one HTTP server bound
 * to 127.0.0.1. Every request, Vite's files and websocket upgrades included, passes the Host/Origin
 * guard (request-guard.ts) first. Never part of `npm start` or the site's build.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const { root, withClient = true } = options;
  const host = options.host ?? '127.0.0.1';
  let port = options.port;
  // Vite starts after the server listens (its HMR needs the server): until then, no client files.
  const client: {
    middlewares?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  } = {};

  const server = createServer((request, response) => {
    const refusal = refusalReason(request, port);
    if (refusal) return sendJson(response, 403, { error: refusal });
    void handleEditorRequest(request, response, root).then((handled) => {
      if (handled) return;
      if (!client.middlewares) return sendJson(response, 404, { error: `Not found: ${request.url}` });
      client.middlewares(request, response, () => sendJson(response, 404, { error: `Not found: ${request.url}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  const vite = withClient ? await createEditorVite(server) : undefined;
  client.middlewares = vite?.middlewares;
  guardUpgrades(server, () => port);

  return {
    url: `http://${host}:${port}/`,
    port,
    async close() {
      await vite?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Puts the guard in front of every websocket upgrade: Vite's HMR listener (added when Vite starts)
 * only hears upgrades the guard lets through; the others are closed with 403.
 */
function guardUpgrades(server: ReturnType<typeof createServer>, port: () => number): void {
  const listeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if (refusalReason(request, port())) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    for (const listener of listeners) listener.call(server, request, socket, head);
  });
}
