import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/security-headers.ts';
import { validBrochure, validContact } from './helpers/lead-api-contract.ts';
import { startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

const FORM = 'application/x-www-form-urlencoded';

function postForm(server: TestServer, path: string, fields: Record<string, string>, clientIp = '198.51.100.1') {
  return fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': FORM, referer: `${server.origin}/contact`, 'x-forwarded-for': clientIp },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const contactFields = {
  name: validContact.name,
  email: validContact.email,
  message: validContact.message,
  website: '',
};
const brochureFields = {
  name: validBrochure.name,
  email: 'Rahul@Example.com',
  mobile: '+91 98765-43210',
  website: '',
  file: validBrochure.brochure,
};

describe('lead forms posted without scripts', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started), {
    trustProxy: '127.0.0.1',
    downloadFileName: 'yourfile.pdf',
  });

  it('stores a contact query once and answers with a thank-you page, a link back and the security headers', async () => {
    const before = (await server.store.list()).length;
    const response = await postForm(server, '/api/forms/contact', contactFields);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Thank you, Priya Deshmukh.');
    expect(html).toContain('href="/contact"');
    const leads = await server.store.list();
    expect(leads).toHaveLength(before + 1);
    expect(leads.at(-1)).toMatchObject({ kind: 'query', email: validContact.email, message: validContact.message });
  });

  it('gives the contact form back with the field message and everything typed, escaped, and stores nothing', async () => {
    const before = (await server.store.list()).length;
    const typed = { ...contactFields, email: 'priya@', message: 'Need <b>"quotes"</b> & $1 prices' };
    const response = await postForm(server, '/api/forms/contact', typed);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter a valid e-mail address like name@company.com');
    expect(html).toMatch(
      /<input type="email" id="field-email" name="email"[^>]*aria-invalid="true"[^>]*value="priya@"/,
    );
    expect(html).toContain('value="Priya Deshmukh"');
    expect(html).toContain('>Need &lt;b&gt;&quot;quotes&quot;&lt;/b&gt; &amp; $1 prices</textarea>');
    // The page the form came from is kept for the next post and the link back.
    expect(html).toContain('<input type="hidden" name="from" value="/contact">');
    expect(await server.store.list()).toHaveLength(before);
  });

  it('thanks a filled honeypot as usual but keeps nothing', async () => {
    const before = (await server.store.list()).length;
    const response = await postForm(server, '/api/forms/contact', { ...contactFields, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Thank you');
    expect(await server.store.list()).toHaveLength(before);
  });

  it('shows the details form for a brochure, and a 404 page for one that does not exist', async () => {
    const page = await fetch(`${server.origin}/api/forms/brochure?file=${encodeURIComponent(validBrochure.brochure)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Enter Your Details');
    expect(html).toContain(`<input type="hidden" name="file" value="${validBrochure.brochure}">`);
    const missing = await fetch(`${server.origin}/api/forms/brochure?file=/brochures/none.pdf`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Brochure not found');
    const outside = await fetch(`${server.origin}/api/forms/brochure?file=/../package.json`);
    expect(outside.status).toBe(404);
  });

  it('answers valid details with the brochure as the site download name and stores the lead normalised', async () => {
    const response = await postForm(server, '/api/forms/brochure', brochureFields);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="yourfile.pdf"');
    expect((await response.text()).startsWith('%PDF-')).toBe(true);
    expect((await server.store.list()).at(-1)).toMatchObject({
      kind: 'pdf',
      email: 'rahul@example.com',
      mobile: '9876543210',
      brochure: validBrochure.brochure,
    });
  });

  it('gives the details form back on a 9-digit mobile, and stores nothing for a brochure that does not exist', async () => {
    const before = (await server.store.list()).length;
    const invalid = await postForm(server, '/api/forms/brochure', { ...brochureFields, mobile: '987654321' });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('Enter a 10-digit mobile number');
    expect(html).toContain('value="987654321"');
    expect(html).toContain('value="Rahul@Example.com"');
    const missing = await postForm(server, '/api/forms/brochure', { ...brochureFields, file: '/brochures/none.pdf' });
    expect(missing.status).toBe(404);
    expect(await server.store.list()).toHaveLength(before);
  });

  it('answers a body that is not UTF-8 with a page, not JSON', async () => {
    const response = await fetch(`${server.origin}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Your form was not sent');
  });

  it('keeps the JSON API as it is: a form-encoded body there is still refused with 415', async () => {
    const response = await postForm(server, '/api/query/add', contactFields);
    expect(response.status).toBe(415);
  });
});

describe('the forms and the JSON API share one rate limit', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started), {
    rateLimit: { max: 2, timeWindowMs: 60_000 },
    trustProxy: '127.0.0.1',
  });

  it('counts a client posting on either path against the same limit, and says so on a page', async () => {
    const client = '203.0.113.9';
    const json = await fetch(`${server.origin}/api/query/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(validContact),
    });
    expect(json.status).toBe(200);
    expect(
      (await postForm(server, '/api/forms/contact', { ...contactFields, email: 'b@example.com' }, client)).status,
    ).toBe(200);
    const limited = await postForm(server, '/api/forms/contact', { ...contactFields, email: 'c@example.com' }, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await limited.text()).toMatch(/Too many requests\. Please wait \d+ seconds/);
    const jsonAgain = await fetch(`${server.origin}/api/query/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ ...validContact, email: 'd@example.com' }),
    });
    expect(jsonAgain.status).toBe(429);
    expect(await server.store.list()).toHaveLength(2);
  });
});

describe('forms posting to an API on its own host', () => {
  it('lets the pages post there (CSP form-action), as it lets scripts connect there', () => {
    expect(contentSecurityPolicy('https://leads.example.in')).toContain("form-action 'self' https://leads.example.in;");
    expect(contentSecurityPolicy(null)).toContain("form-action 'self';");
  });
});
