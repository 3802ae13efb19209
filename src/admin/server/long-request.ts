import type { FastifyReply, FastifyRequest } from 'fastify';

/** A publish that rebuilds every page (site.json changed) takes about as long as `npm run build`. */
const LONG_WORK_MS = 10 * 60_000;

/**
 * The public server closes a connection silent for 10 s (server-limits.ts): right for visitors, but a
 * publish answers only once its pages are built. For this one request of a logged-in publisher the
 * connection may stay quiet longer; the usual limit is back as soon as the answer is sent.
 */
export async function allowLongWork(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const socket = request.raw.socket;
  // Injected requests (tests) have a socket without timers.
  if (typeof socket?.setTimeout !== 'function') return;
  const usual = socket.timeout ?? 0;
  socket.setTimeout(LONG_WORK_MS);
  reply.raw.once('finish', () => socket.setTimeout(usual));
  reply.raw.once('close', () => socket.setTimeout(usual));
}
