import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PublicError } from './public-errors.ts';

/** The status for an error Node's HTTP parser raised before any route saw the request. */
function statusFor(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

function rawAnswer(status: number, headers: Record<string, string>): string {
  const body = JSON.stringify({ message: STATUS_CODES[status] ?? 'Bad Request' });
  const lines = Object.entries({
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's clientErrorHandler: what Node's parser refuses (malformed requests 400, headers too large
 * 431, a request past its deadline 408) is answered with the same security headers as every other
 * answer, then the connection is closed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Mid-answer (a pipelined request broke after one was answered) a new status line would corrupt it.
    const inProgress = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && !inProgress?.headersSent) socket.write(rawAnswer(statusFor(error), headers));
    socket.destroy(error);
  };
}

/** An `Expect` other than 100-continue: Node answers 417 itself, without headers, unless asked to. */
export function answerUnmetExpectations(server: Server, headers: Record<string, string>): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(417, { ...headers, 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    response.end(JSON.stringify({ message: STATUS_CODES[417] }));
  });
}

/** RFC 9112 section 3.2: a request with more than one Host header is answered 400. */
export function refuseDuplicateHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw.rawHeaders;
    let hosts = 0;
    for (let index = 0; index < raw.length; index += 2) if (raw[index]!.toLowerCase() === 'host') hosts += 1;
    if (hosts > 1) throw new PublicError(400, 'Bad request: more than one Host header.');
  });
}
