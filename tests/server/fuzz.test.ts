import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeText } from '../../src/server/lead-text-check.ts';
import { validBrochure, validContact } from './helpers/lead-api-contract.ts';
import { postLead, startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

/** The oracle: schemas/api/lead.schema.json itself, compiled apart from the server's code. */
function compileLeadSchema() {
  const dir = path.resolve(import.meta.dirname, '../../schemas/api');
  const ajv = new Ajv({ allErrors: false });
  addFormats(ajv);
  // The visitors' wording (ajv-errors); this oracle only decides accept or reject.
  ajv.addKeyword('errorMessage');
  for (const file of readdirSync(dir)) ajv.addSchema(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return ajv.getSchema('https://page-engine.dev/schemas/api/lead.schema.json')!;
}
const isLead = compileLeadSchema();

const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^[0-9]{8,12}$/),
  fc.emailAddress(),
  fc.constantFrom('', ' ', 'pdf', 'query', '/brochures/turn-tables.pdf', '\u0000', 'x'.repeat(5001)),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A real form body, then changed a little: most bodies are nearly valid, so they probe the edges. */
const mutatedLead = fc
  .tuple(
    fc.constantFrom<Record<string, unknown>>(validContact, validBrochure),
    // A visitor of its own, so that valid bodies are rarely identical leads (those are stored once).
    fc.nat(),
    fc.array(
      fc.oneof(
        fc.record({
          op: fc.constant('drop'),
          key: fc.constantFrom('name', 'email', 'message', 'mobile', 'type', 'query'),
        }),
        fc.record({
          op: fc.constant('set'),
          key: fc.constantFrom('name', 'email', 'message', 'mobile', 'type', 'query', 'brochure', 'website'),
          value: fieldValue,
        }),
        fc.record({ op: fc.constant('set'), key: fc.string({ maxLength: 12 }), value: fieldValue }),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([base, visitor, edits]) => {
    const body: Record<string, unknown> = { ...base, email: `visitor-${visitor}@example.com` };
    for (const edit of edits) {
      if (edit.op === 'drop') delete body[edit.key];
      else body[edit.key] = edit.value;
    }
    return JSON.stringify(body);
  });

const bodyText = fc.oneof(
  { weight: 6, arbitrary: mutatedLead },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: mutatedLead.map((json) => json.slice(0, Math.max(1, json.length - 3))) },
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
  },
);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

describe('fuzz: random and malformed lead bodies', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started), { rateLimit: false });

  it('never answer 5xx, never store an invalid body, and store each valid one exactly once', async () => {
    let accepted = 0;
    // Identical leads within minutes are stored once (the whole run takes seconds).
    const seen = new Set<string>();
    const identity = (lead: Record<string, unknown>) =>
      JSON.stringify(['type' in lead ? 'query' : 'pdf', lead.email, lead.message ?? null, lead.brochure ?? null]);
    await fc.assert(
      fc.asyncProperty(bodyText, contentType, async (text, type) => {
        const before = (await server.store.list()).length;
        const response = await postLead(server.origin, text, { contentType: type });
        const stored = (await server.store.list()).length - before;
        expect(response.status).toBeLessThan(500);

        const parsed = parseJson(text);
        const valid =
          type.startsWith('application/json') &&
          parsed.ok &&
          isLead(parsed.value) &&
          !Object.values(parsed.value as object).some(
            (value) => typeof value === 'string' && value.includes('\u0000'),
          ) &&
          findUnsafeText(parsed.value) === null;
        const honeypot = valid && Boolean((parsed.value as { website?: string }).website);
        const repeat = valid && !honeypot && seen.has(identity(parsed.value as Record<string, unknown>));
        if (valid && !honeypot) seen.add(identity(parsed.value as Record<string, unknown>));
        if (valid) expect(response.status).toBe(200);
        else expect(response.status).toBeGreaterThanOrEqual(400);
        expect(stored).toBe(valid && !honeypot && !repeat ? 1 : 0);
        if (valid && !honeypot && !repeat) accepted += 1;
      }),
      { seed: 20260101, numRuns: 300 },
    );
    // The generator must exercise both outcomes, or the property proves little.
    expect(accepted).toBeGreaterThan(15);
  }, 30_000);
});
