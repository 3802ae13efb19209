import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_PATH, speculationRules } from '../../src/build/prerender/speculation-rules.ts';
import { SPECULATION_RULES_URL } from '../../src/server/speculation-rules-header.ts';
import { startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

describe('Speculation Rules delivered by header', () => {
  let server: TestServer;
  startTestServerForSuite(async (started) => {
    server = started;
    // What the build writes beside the pages.
    await writeFile(
      path.join(server.tempDir, 'dist', SPECULATION_RULES_PATH.slice(1)),
      JSON.stringify(speculationRules()),
    );
  });

  it('the server points at the file the build writes', () => {
    expect(SPECULATION_RULES_URL).toBe(SPECULATION_RULES_PATH);
  });

  it.each(['/', '/product/smart-robotic-details', '/no-such-page'])(
    'the HTML answer for %s names the rules in a Speculation-Rules header',
    async (route) => {
      const response = await fetch(server.origin + route);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    },
  );

  it('files that are not pages carry no such header', async () => {
    const response = await fetch(`${server.origin}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('speculation-rules')).toBeNull();
  });

  it('serves the rules with the type Chromium requires, under a CSP that allows them', async () => {
    const response = await fetch(server.origin + SPECULATION_RULES_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/speculationrules+json');
    // Chromium fetches header rules under script-src: same-origin must be allowed.
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const rules = (await response.json()) as Record<string, { eagerness: string }[]>;
    expect(rules.prefetch?.[0]?.eagerness).toBe('moderate');
    expect(rules.prerender?.[0]?.eagerness).toBe('moderate');
  });
});
