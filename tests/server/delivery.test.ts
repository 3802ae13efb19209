import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, webhookSignature } from '../../src/server/delivery/webhook-channel.ts';
import { validBrochure, validContact } from './helpers/lead-api-contract.ts';
import {
  startSmtpReceiver,
  startWebhookReceiver,
  waitFor,
  type SmtpReceiver,
  type WebhookReceiver,
} from './helpers/receivers.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const run = promisify(execFile);
const rootDir = path.resolve(import.meta.dirname, '../..');
const SECRET = 'test-webhook-secret';
/** Fast retries so an outage of a second spans several attempts. */
const FAST_RETRIES = {
  LEAD_DELIVERY_RETRY_BASE_MS: '40',
  LEAD_DELIVERY_RETRY_MAX_MS: '200',
  LEAD_DELIVERY_POLL_MS: '25',
};

let smtp: SmtpReceiver | undefined;
let webhook: WebhookReceiver | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  await webhook?.close();
  server = smtp = webhook = undefined;
});

async function startAll(env: Record<string, string> = {}) {
  smtp = await startSmtpReceiver();
  webhook = await startWebhookReceiver();
  server = await startTestServer({
    deliveryEnv: {
      SMTP_URL: smtp.url,
      LEAD_MAIL_TO: 'sales@example.in',
      LEAD_MAIL_FROM: 'website@example.in',
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      ...FAST_RETRIES,
      ...env,
    },
  });
  return { smtp, webhook, server };
}

function post(origin: string, body: object, page = '/contact') {
  return fetch(`${origin}/api/query/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer: `${origin}${page}` },
    body: JSON.stringify(body),
  });
}

describe('lead delivery by e-mail and webhook', () => {
  it('sends one e-mail with every field and the page, and one signed webhook', async () => {
    const { smtp, webhook, server } = await startAll();
    const lead = { ...validContact, message: 'Need a <b>palletizer</b> & conveyor' };
    expect((await post(server.origin, lead)).status).toBe(200);
    await waitFor('the e-mail and the webhook', () => smtp.mails.length === 1 && webhook.accepted.length === 1);

    const mail = smtp.mails[0]!.text;
    expect(mail).toMatch(/^To: sales@example\.in/m);
    expect(mail).toMatch(/^Reply-To: priya@example\.com/m);
    for (const value of [lead.name, lead.email, lead.message, '/contact']) expect(mail).toContain(value);
    // The HTML part escapes what the visitor typed.
    expect(mail).toContain('Need a &lt;b&gt;palletizer&lt;/b&gt; &amp; conveyor');
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);

    const call = webhook.accepted[0]!;
    expect(call.headers[SIGNATURE_HEADER]).toBe(webhookSignature(SECRET, call.body));
    expect(call.headers[IDEMPOTENCY_HEADER]).toMatch(/\S/);
    const { lead: sent } = JSON.parse(call.body) as { lead: Record<string, unknown> };
    expect(sent).toMatchObject({
      kind: 'query',
      name: lead.name,
      email: lead.email,
      message: lead.message,
      page: '/contact',
    });
    await waitFor('both deliveries recorded as sent', async () =>
      (await server.store.listDeliveries()).every((delivery) => delivery.status === 'sent'),
    );
  });

  it('says which brochure a brochure lead asked for', async () => {
    const { smtp, webhook, server } = await startAll();
    expect((await post(server.origin, validBrochure, '/product/vertical-lift-pallet')).status).toBe(200);
    await waitFor('the e-mail and the webhook', () => smtp.mails.length === 1 && webhook.accepted.length === 1);
    expect(smtp.mails[0]!.text).toContain(validBrochure.brochure);
    expect(smtp.mails[0]!.text).toContain(validBrochure.mobile);
    expect(JSON.parse(webhook.accepted[0]!.body).lead).toMatchObject({
      kind: 'pdf',
      brochure: validBrochure.brochure,
      page: '/product/vertical-lift-pallet',
    });
  });

  it('delivers every lead once the mail server recovers from an outage, none twice', async () => {
    const { smtp, server } = await startAll();
    smtp.refusing = true;
    const emails = Array.from({ length: 12 }, (_, index) => `outage-${index}@example.com`);
    for (const email of emails) expect((await post(server.origin, { ...validContact, email })).status).toBe(200);
    await waitFor(
      'failed attempts during the outage',
      async () =>
        (await server.store.listDeliveries(['pending'])).filter((delivery) => delivery.attempts >= 2).length >= 12,
    );
    expect(smtp.mails).toHaveLength(0);
    smtp.refusing = false;
    await waitFor('every e-mail delivered', async () =>
      (await server.store.listDeliveries()).every((delivery) => delivery.status === 'sent'),
    );
    const ids = smtp.mails.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(emails.every((email) => smtp.mails.some((mail) => mail.text.includes(email)))).toBe(true);
    expect(smtp.mails).toHaveLength(12);
  });

  it('marks a delivery dead after its last retry, and leads:deliveries shows it and sends it again', async () => {
    const { webhook, server } = await startAll({ LEAD_DELIVERY_MAX_ATTEMPTS: '3', SMTP_URL: '' });
    webhook.status = 503;
    expect((await post(server.origin, validContact)).status).toBe(200);
    await waitFor('the delivery to go dead', async () =>
      (await server.store.listDeliveries()).some((delivery) => delivery.status === 'dead'),
    );
    expect(webhook.calls).toBe(3);
    const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(server.tempDir, 'leads.db')}` };
    const cli = (args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/leads-deliveries.ts', ...args], { cwd: rootDir, env });
    const { stdout } = await cli([]);
    expect(stdout).toMatch(/webhook\s+dead\s+3 attempts\s+last error: webhook answered 503/);
    expect(stdout).not.toContain(validContact.email); // ids and errors only

    webhook.status = 204;
    expect((await cli(['--retry'])).stdout).toMatch(/^1 dead delivery queued again/);
    await waitFor('the retried delivery', () => webhook.accepted.length === 1);
  });
});
