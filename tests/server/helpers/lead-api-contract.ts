import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLead, startTestServer, type TestServer } from './test-server.ts';

export const validContact = {
  name: 'Priya Deshmukh',
  email: 'priya@example.com',
  message: 'We need a palletizer for 25 kg bags, 12 bags a minute.',
  type: 'query',
};
export const validBrochure = {
  name: 'Rahul Iyer',
  email: 'rahul@example.com',
  mobile: '9876543210',
  query: 'pdf',
  brochure: '/brochures/vertical-lift-pallet.pdf',
};

interface InvalidCase {
  name: string;
  body: unknown;
  contentType?: string;
  status: number;
  /** The field the 400 answer must name. */
  field?: string;
}

const invalidCases: InvalidCase[] = [
  {
    name: 'contact form without message',
    body: { ...validContact, message: undefined },
    status: 400,
    field: 'message',
  },
  { name: 'contact form with a blank name', body: { ...validContact, name: '   ' }, status: 400, field: 'name' },
  { name: 'contact form with a bad e-mail', body: { ...validContact, email: 'priya@' }, status: 400, field: 'email' },
  { name: 'brochure lead without e-mail', body: { ...validBrochure, email: undefined }, status: 400, field: 'email' },
  {
    name: 'brochure lead with a 9-digit mobile',
    body: { ...validBrochure, mobile: '987654321' },
    status: 400,
    field: 'mobile',
  },
  {
    name: 'brochure lead with an 11-digit mobile',
    body: { ...validBrochure, mobile: '98765432101' },
    status: 400,
    field: 'mobile',
  },
  {
    name: 'brochure path outside /brochures/',
    body: { ...validBrochure, brochure: '/etc/passwd' },
    status: 400,
    field: 'brochure',
  },
  { name: 'wrong type value', body: { ...validContact, type: 'question' }, status: 400, field: 'type' },
  { name: 'wrong query value', body: { ...validBrochure, query: 'zip' }, status: 400, field: 'query' },
  {
    name: 'neither type nor query',
    body: { name: 'A', email: 'a@example.com', message: 'Hi' },
    status: 400,
    field: 'type',
  },
  { name: 'an extra huge field', body: { ...validContact, notes: 'x'.repeat(12_000) }, status: 400, field: 'notes' },
  {
    name: 'a message over 5,000 characters',
    body: { ...validContact, message: 'm'.repeat(5001) },
    status: 400,
    field: 'message',
  },
  { name: 'a number for a name', body: { ...validContact, name: 42 }, status: 400, field: 'name' },
  { name: 'a NUL character', body: { ...validContact, message: 'hi\u0000there' }, status: 400, field: 'message' },
  { name: 'a JSON array', body: [validContact], status: 400, field: 'body' },
  { name: 'malformed JSON', body: '{"name": "Priya", ', status: 400, field: 'body' },
  { name: 'an empty JSON body', body: '', status: 400, field: 'body' },
  {
    name: 'a form-encoded body',
    body: 'name=Priya&email=priya%40example.com',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  { name: 'a text/plain body', body: JSON.stringify(validContact), contentType: 'text/plain', status: 415 },
  { name: 'a body over 16 KiB', body: { ...validContact, message: 'm'.repeat(17 * 1024) }, status: 413 },
];

/**
 * The lead API end to end (HTTP in, rows out), run once per storage backend.
 * `databaseUrl` gives a DATABASE_URL for an empty database.
 */
export function describeLeadApi(label: string, databaseUrl: () => Promise<string>): void {
  describe(`POST /api/query/add with ${label}`, () => {
    let server: TestServer;
    const rowCount = async () => (await server.store.list()).length;

    beforeAll(async () => {
      server = await startTestServer({ databaseUrl: await databaseUrl() });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('stores a contact query exactly, then thanks the visitor by name', async () => {
      const response = await postLead(server.origin, validContact);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        message: 'Thank you, Priya Deshmukh. Our team will contact you within one working day.',
      });
      const stored = (await server.store.list()).at(-1)!;
      expect(stored).toMatchObject({
        kind: 'query',
        name: validContact.name,
        email: validContact.email,
        message: validContact.message,
        mobile: null,
        brochure: null,
        userAgent: 'node',
      });
      expect(Date.now() - Date.parse(stored.createdAt)).toBeLessThan(60_000);
    });

    it('stores a brochure lead exactly, with the brochure asked for', async () => {
      const response = await postLead(server.origin, validBrochure);
      expect(response.status).toBe(200);
      expect((await response.json()).message).toMatch(/^Thank you, Rahul Iyer\./);
      expect((await server.store.list()).at(-1)).toMatchObject({
        kind: 'pdf',
        name: 'Rahul Iyer',
        email: 'rahul@example.com',
        mobile: '9876543210',
        message: null,
        brochure: '/brochures/vertical-lift-pallet.pdf',
      });
    });

    it('stores a brochure lead as typed by a person, e-mail and mobile normalised', async () => {
      const response = await postLead(server.origin, {
        ...validBrochure,
        email: ' Rahul@Example.com ',
        mobile: '+91 98765-43210',
      });
      expect(response.status).toBe(200);
      expect((await server.store.list()).at(-1)).toMatchObject({ email: 'rahul@example.com', mobile: '9876543210' });
    });

    it('accepts a brochure lead without a name (the form does not require one)', async () => {
      const { name: _name, ...withoutName } = validBrochure;
      const response = await postLead(server.origin, { ...withoutName, email: 'no-name@example.com' });
      expect(response.status).toBe(200);
      expect((await response.json()).message).toMatch(/^Thank you\. /);
      expect((await server.store.list()).at(-1)).toMatchObject({ name: null, email: 'no-name@example.com' });
    });

    it.each(invalidCases)(
      'rejects $name with $status and stores nothing',
      async ({ body, contentType, status, field }) => {
        const before = await rowCount();
        const response = await postLead(server.origin, body, { contentType });
        expect(response.status).toBe(status);
        const answer = (await response.json()) as { message: string; errors?: { field: string; problem: string }[] };
        expect(answer.message).toEqual(expect.any(String));
        if (field) expect(answer.errors?.map((error) => error.field)).toContain(field);
        // Never an internal detail: only the documented keys, no stack trace.
        expect(Object.keys(answer).every((key) => key === 'message' || key === 'errors')).toBe(true);
        expect(JSON.stringify(answer)).not.toMatch(/\bat \S+ \(|Error:|node_modules|\.ts\b|\/src\//);
        expect(await rowCount()).toBe(before);
      },
    );

    it('answers a filled honeypot like a real lead but stores nothing', async () => {
      const before = await rowCount();
      const response = await postLead(server.origin, { ...validContact, website: 'https://spam.example' });
      expect(response.status).toBe(200);
      expect((await response.json()).message).toMatch(/^Thank you, Priya Deshmukh\./);
      expect(await rowCount()).toBe(before);
    });

    it('stores a lead whose honeypot is present but empty (a real visitor)', async () => {
      const before = await rowCount();
      const lead = { ...validContact, email: 'empty-honeypot@example.com', website: '' };
      expect((await postLead(server.origin, lead)).status).toBe(200);
      expect(await rowCount()).toBe(before + 1);
    });

    it('answers other methods on the lead path with 405 and Allow: POST', async () => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await fetch(`${server.origin}/api/query/add`, { method });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
      }
    });
  });
}
