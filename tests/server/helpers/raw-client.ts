import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/** Loopback addresses other than the server's own 127.0.0.1, so each is a distinct client to the server. */
export const ATTACKER_ADDRESS = '127.0.0.2';
export const PROBE_ADDRESS = '127.0.0.3';

export interface RawConnection {
  socket: Socket;
  /** Everything the server sent. */
  received(): string;
  /** Resolves with the milliseconds from connecting until the server closed the connection. */
  closed: Promise<number>;
}

/** A TCP connection from `localAddress` that writes `initial` (nothing is sent when it is empty). */
export function openRaw(origin: string, localAddress: string, initial = ''): Promise<RawConnection> {
  const { hostname, port } = new URL(origin);
  const started = Date.now();
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      if (initial) socket.write(initial);
      resolve({ socket, received: () => text, closed });
    });
    socket.once('error', reject);
  });
}

/** One request from `localAddress`, with the time it took. */
export function timedGet(
  origin: string,
  path: string,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(origin);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, localAddress, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, ms: Date.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends raw bytes and resolves with the whole answer once the server closes the connection. */
export async function rawExchange(origin: string, bytes: string): Promise<string> {
  const connection = await openRaw(origin, PROBE_ADDRESS, bytes);
  await connection.closed;
  return connection.received();
}

/** The headers of a raw HTTP answer, names lower-cased. */
export function headersOf(answer: string): Record<string, string> {
  const head = answer.split('\r\n\r\n')[0]!.split('\r\n').slice(1);
  return Object.fromEntries(
    head.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}
