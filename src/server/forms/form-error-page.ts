import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { PublicError } from '../public-errors.ts';
import { messagePage } from './message-page.ts';
import { renderSitePage } from './page-shell.ts';
import { returnPath } from './return-path.ts';

/** Sends one of the server's form pages: never cached, as it holds what a visitor typed. */
export function sendFormPage(reply: FastifyReply, distDir: string, status: number, title: string, main: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderSitePage(distDir, title, main));
}

function wordingFor(error: FastifyError, reply: FastifyReply, status: number): string {
  if (status === 429) {
    const seconds = reply.getHeader('retry-after');
    return `Too many requests. Please wait ${seconds ? `${seconds} seconds` : 'a minute'} and try again.`;
  }
  if (status === 413) return 'What you sent is too long: at most 16 KiB is accepted. Please shorten your message.';
  if (status === 415) return 'Please send the form from its page on this site.';
  return error instanceof PublicError ? error.message : 'The form could not be read. Please try again.';
}

/**
 * The forms' own error handler (the rest of the server answers errors in JSON): a browser that
 * posted a plain form gets a page in the site's look that says what happened, and a link back.
 */
export function registerFormErrorPage(scope: FastifyInstance, distDir: string, formsPrefix: string): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const back = returnPath(undefined, request.headers.referer, formsPrefix);
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'form request failed');
      const message = 'Something went wrong on our side. Please try again later.';
      return sendFormPage(
        reply,
        distDir,
        500,
        'Something went wrong',
        messagePage('Something went wrong', message, back),
      );
    }
    request.log.info({ code: error.code, status }, 'form request rejected');
    const message = wordingFor(error, reply, status);
    return sendFormPage(reply, distDir, status, 'Not sent', messagePage('Your form was not sent', message, back));
  });
}
