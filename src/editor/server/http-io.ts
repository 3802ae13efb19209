import type { IncomingMessage, ServerResponse } from 'node:http';
import { EditorRefusal } from './editor-refusal.ts';

/** The largest JSON body the API reads: a page is tens of kilobytes. */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** The request body, refused with 413 as soon as it passes `limit` (the declared length is checked first). */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  const tooLarge = () =>
    new EditorRefusal(413, `Refused: the request is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
  if (declared > limit) {
    request.resume(); // drain, so the answer reaches the client
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      request.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A JSON request body as an object; 400 for anything else. */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(request, MAX_JSON_BYTES)).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new EditorRefusal(400, 'Refused: the request body is not JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new EditorRefusal(400, 'Refused: the request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(text);
}
