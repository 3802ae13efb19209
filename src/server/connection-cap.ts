import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { clientKey } from './client-address.ts';

/** What a client over its share hears, in plain HTTP, before the socket is closed. */
const BUSY_ANSWER =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 10\r\nContent-Type: text/plain\r\nContent-Length: 38\r\n\r\nToo many connections from one client.\n';

/** Open connections (or, behind a proxy, requests in progress) counted per client key. */
class ClientCounts {
  private readonly counts = new Map<string, number>();

  /** Counts one more for `key`; false (and nothing counted) when it already has `max`. */
  take(key: string, max: number): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= max) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count <= 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }
}

/**
 * At most `max` open connections per client address, so one address cannot hold the server's slots
 * (MAX_CONNECTIONS) with sockets it keeps open or trickles into: the one over its share is answered
 * 503 and closed at once, before a byte of its request is read. A trusted proxy's connections carry
 * many clients: they are not counted here but per forwarded client, by `capForwardedClients`.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  isTrustedProxy: (address: string) => boolean,
): void {
  const counts = new ClientCounts();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const key = clientKey(address);
    if (!counts.take(key, max)) {
      socket.on('error', () => undefined);
      // Closed as soon as the answer is handed to the kernel, so no request on it is ever read; a
      // client that does not take the answer in a second loses the socket anyway.
      socket.once('finish', () => socket.destroy());
      socket.end(BUSY_ANSWER);
      setTimeout(() => socket.destroy(), 1_000).unref();
      return;
    }
    socket.once('close', () => counts.release(key));
  });
}

/**
 * Behind TRUST_PROXY: at most `max` requests in progress per forwarded client (request.ip), so one
 * client trickling through the proxy cannot tie up the proxy's connections to this server either.
 */
export function capForwardedClients(
  app: FastifyInstance,
  max: number,
  isTrustedProxy: (address: string) => boolean,
): void {
  const counts = new ClientCounts();
  app.addHook('onRequest', async (request, reply) => {
    const peer = request.socket.remoteAddress;
    if (!peer || !isTrustedProxy(peer)) return;
    const key = clientKey(request.ip);
    if (!counts.take(key, max)) {
      return reply.code(503).header('retry-after', '10').header('connection', 'close').send({
        message: 'Too many requests in progress from one client.',
      });
    }
    (reply.raw as ServerResponse).once('close', () => counts.release(key));
  });
}
