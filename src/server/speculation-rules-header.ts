import type { FastifyInstance } from 'fastify';

/** Written by the build (src/build/prerender/speculation-rules.ts names the same path; a test keeps them equal). */
export const SPECULATION_RULES_URL = '/speculation-rules.json';

/** Chromium ignores rules served under any other type. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/**
 * Every HTML answer (pages and the not-found page) points Chromium at the site's Speculation Rules
 * with a header, so no page needs an inline <script> for them; the rules file gets its own type.
 */
export function registerSpeculationRulesHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] === SPECULATION_RULES_URL) {
      reply.header('content-type', SPECULATION_RULES_TYPE);
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('speculation-rules', `"${SPECULATION_RULES_URL}"`);
    }
    return payload;
  });
}
