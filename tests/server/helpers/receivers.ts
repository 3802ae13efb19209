import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The raw message as sent, with quoted-printable soft line breaks and escapes decoded. */
  text: string;
  messageId: string;
}

export interface SmtpReceiver {
  url: string;
  mails: ReceivedMail[];
  /** While true, every message is refused with a temporary failure (451). */
  refusing: boolean;
  close(): Promise<void>;
}

/** Undoes quoted-printable: enough to search a message for the words a lead carried. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`),
    'latin1',
  );
  try {
    return decodeURIComponent(bytes.toString('latin1').replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    return bytes.toString('latin1');
  }
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every accepted message. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = { url: '', mails: [], refusing: false, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (receiver.refusing) {
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        receiver.mails.push({ text: decodeQuotedPrintable(raw), messageId });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  receiver.url = `smtp://127.0.0.1:${port}`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

export interface WebhookCall {
  headers: IncomingHttpHeaders;
  /** The exact bytes received, as text: the signature is over these. */
  body: string;
}

export interface WebhookReceiver {
  url: string;
  /** Calls answered 2xx. */
  accepted: WebhookCall[];
  /** Every call, accepted or not. */
  calls: number;
  /** The status to answer with; 204 accepts. */
  status: number;
  close(): Promise<void>;
}

/** A local HTTP endpoint standing in for a CRM or Zapier. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = { url: '', accepted: [], calls: 0, status: 204, close: async () => undefined };
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.calls += 1;
      if (receiver.status < 300)
        receiver.accepted.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = receiver.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** Polls until `check` holds (fails with `what` after `timeoutMs`): deliveries are asynchronous. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
