import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { registerEditorApi } from './editor-api-plugin.ts';
import { registerEditorErrorHandler } from './editor-error-handler.ts';
import { createEditorVite } from './editor-vite.ts';
import { registerImageRoutes } from './image-routes.ts';
import { guardLoopbackRequests, upgradeRefusal } from './loopback-guard.ts';
import { MAX_UPLOAD_BYTES } from './project-images.ts';

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
 * Starts the page editor on one Fastify server bound to 127.0.0.1: its API at /api
 * (editor-api-plugin.ts) on the project folder `root`, the project's images at /images/ and their
 * renditions at /assets/images/ (the addresses the preview's data names), and its UI through Vite's
 * dev middleware for every other address. Every request, Vite's files and websocket upgrades
 * included, passes the Host/Origin guard (loopback-guard.ts) first. Never part of `npm start` or the
 * site's build.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const { root, withClient = true } = options;
  const host = options.host ?? '127.0.0.1';
  let port = options.port;
  const app = Fastify({
    // Only failures reach the terminal of `npm run edit` (an answer's 500 names no cause: the log does).
    logger: { level: 'error' },
    bodyLimit: MAX_UPLOAD_BYTES,
    forceCloseConnections: true,
    // An address Fastify cannot decode (/images/%E0%A4%A) never reaches a route, and is not echoed back.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ error: 'Refused: the address is not a valid URL.' });
    },
  });
  registerEditorErrorHandler(app);
  guardLoopbackRequests(app, () => port);
  const workspace = async () => root;
  await app.register((scope) => registerEditorApi(scope, { workspace }), { prefix: '/api' });
  await app.register(async (images) => {
    registerEditorErrorHandler(images);
    registerImageRoutes(images, workspace);
  });
  const vite = withClient ? await createEditorVite(app.server) : undefined;
  serveClientOtherwise(app, vite?.middlewares);

  await app.listen({ port: options.port, host });
  port = (app.server.address() as AddressInfo).port;
  guardUpgrades(app.server, () => port);

  return {
    url: `http://${host}:${port}/`,
    port,
    async close() {
      await vite?.close();
      await app.close();
    },
  };
}

type Middlewares = NonNullable<Awaited<ReturnType<typeof createEditorVite>>['middlewares']>;

/** Every address no route answers goes to Vite (the editor's UI), which answers or passes it on to a 404. */
function serveClientOtherwise(app: FastifyInstance, middlewares: Middlewares | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const notFound = () => reply.code(404).send({ error: `Not found: ${new URL(request.url, 'http://x').pathname}` });
    if (!middlewares) return notFound();
    reply.hijack();
    middlewares(request.raw, reply.raw, () => {
      reply.raw.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      reply.raw.end(JSON.stringify({ error: 'Not found.' }));
    });
  });
}

/**
 * Puts the guard in front of every websocket upgrade: Vite's HMR listener (added when Vite starts)
 * only hears upgrades the guard lets through; the others are closed with 403 (400 for a duplicate Host).
 */
function guardUpgrades(server: Server, port: () => number): void {
  const listeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const refusal = upgradeRefusal(request, port());
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    for (const listener of listeners) listener.call(server, request, socket, head);
  });
}
