import nodemailer from 'nodemailer';
import type { DeliveryChannel } from './channel.ts';
import { leadHtml, leadSubject, leadText } from './lead-message.ts';

export interface EmailChannelOptions {
  /** smtp://user:pass@host:587 or smtps://... (nodemailer's connection URL). */
  smtpUrl: string;
  to: string;
  from: string;
}

/** A plain-text and HTML e-mail to the sales team per lead; replying goes to the visitor. */
export function emailChannel(options: EmailChannelOptions): DeliveryChannel {
  // Every timeout well inside the worker's lease (60 s), so a hung server cannot make two senders.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'email',
    async send(lead, idempotencyKey) {
      // sendMail resolves once the SMTP server answered 250 to the message: it has taken responsibility.
      await transport.sendMail({
        from: options.from,
        to: options.to,
        replyTo: lead.email,
        subject: leadSubject(lead),
        text: leadText(lead),
        html: leadHtml(lead),
        // The same Message-ID on every attempt: mail systems de-duplicate on it.
        messageId: `<${idempotencyKey}@leads.page-engine>`,
        headers: { 'X-Idempotency-Key': idempotencyKey },
      });
    },
    close: () => transport.close(),
  };
}
