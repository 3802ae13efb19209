import { describe, expect, it, vi } from 'vitest';
import { HOST, PASSWORD, USERS, startAdminAppForEachTest, type AdminApp } from './helpers/admin-app.ts';

// Every login and new account runs scrypt: tens of milliseconds alone, seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let admin: AdminApp;
startAdminAppForEachTest((started) => (admin = started));

const MINUTE = 60 * 1000;

function attempt(email: string, password: string, address: string, json = false) {
  return admin.app.inject({
    method: 'POST',
    url: '/admin/login',
    remoteAddress: address,
    headers: {
      host: HOST,
      origin: admin.origin,
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: json ? JSON.stringify({ email, password }) : new URLSearchParams({ email, password }).toString(),
  });
}

describe('login throttling', () => {
  it('refuses the sixth wrong password in 15 minutes for one account with 429 and Retry-After, even a right one', async () => {
    // From a new address each time: only the account's count can block.
    for (let index = 1; index <= 5; index += 1) {
      admin.advance(MINUTE);
      expect((await attempt(USERS.author, 'wrong password!', `198.51.100.${index}`)).statusCode).toBe(401);
    }
    admin.advance(MINUTE);
    const blocked = await attempt(USERS.author, PASSWORD, '198.51.100.6');
    expect(blocked.statusCode).toBe(429);
    // The first failure was 5 minutes ago: it leaves the 15-minute window in 10 minutes.
    expect(blocked.headers['retry-after']).toBe('600');
    expect(blocked.body).toContain('Too many failed attempts. Please wait 10 minutes and try again.');
    expect(blocked.headers['set-cookie']).toBeUndefined();

    admin.advance(10 * MINUTE - 1000);
    expect((await attempt(USERS.author, PASSWORD, '198.51.100.7')).headers['retry-after']).toBe('1');
    admin.advance(1000);
    expect((await attempt(USERS.author, PASSWORD, '198.51.100.8')).statusCode).toBe(303);
  });

  it('refuses the sixth wrong password in 15 minutes from one address, whichever accounts it tries', async () => {
    for (let index = 1; index <= 5; index += 1) {
      expect((await attempt(`guess${index}@example.com`, 'wrong password!', '203.0.113.9')).statusCode).toBe(401);
    }
    const blocked = await attempt(USERS.publisher, PASSWORD, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    // Another address is not blocked.
    expect((await attempt(USERS.publisher, PASSWORD, '203.0.113.10')).statusCode).toBe(303);
  });

  it("starts the account's count again after a successful login", async () => {
    for (let index = 1; index <= 4; index += 1) {
      await attempt(USERS.author, 'wrong password!', '198.51.100.1');
    }
    expect((await attempt(USERS.author, PASSWORD, '198.51.100.1')).statusCode).toBe(303);
    // Five more wrong ones from elsewhere are five, not nine.
    for (let index = 1; index <= 5; index += 1) {
      expect((await attempt(USERS.author, 'wrong password!', `192.0.2.${index}`)).statusCode).toBe(401);
    }
    expect((await attempt(USERS.author, 'wrong password!', '192.0.2.6')).statusCode).toBe(429);
  });

  it('records every failed attempt and the first refused one of a block, not each refusal after it', async () => {
    for (let index = 1; index <= 6; index += 1) await attempt(USERS.author, 'wrong password!', '198.51.100.1');
    // Hammering the blocked login, with other e-mails too (the address blocks): no row per request.
    for (let index = 1; index <= 20; index += 1) {
      const refused = await attempt(`guess${index % 3}@example.com`, 'wrong password!', '198.51.100.1');
      expect(refused.statusCode).toBe(429);
    }
    await attempt(USERS.admin, PASSWORD, '198.51.100.99');
    const entries = await admin.store.listAudit();
    expect(entries.map((entry) => [entry.action, entry.actor, entry.subject, entry.detail])).toEqual([
      ['login', USERS.admin, USERS.admin, 'from 198.51.100.99'],
      [
        'login-failed',
        null,
        USERS.author,
        'too many failed attempts (further attempts until 2026-11-26 09:15 UTC are refused without a record), from 198.51.100.1',
      ],
      ...Array.from({ length: 5 }, () => [
        'login-failed',
        null,
        USERS.author,
        'wrong email or password, from 198.51.100.1',
      ]),
    ]);
  });

  it('records the first refusal of the next block again', async () => {
    for (let index = 1; index <= 6; index += 1) await attempt(USERS.author, 'wrong password!', '198.51.100.1');
    admin.advance(15 * MINUTE);
    for (let index = 1; index <= 7; index += 1) await attempt(USERS.author, 'wrong password!', '198.51.100.1');
    const refusals = (await admin.store.listAudit()).filter((entry) => entry.detail.startsWith('too many'));
    expect(refusals.map((entry) => entry.detail)).toEqual([
      'too many failed attempts (further attempts until 2026-11-26 09:30 UTC are refused without a record), from 198.51.100.1',
      'too many failed attempts (further attempts until 2026-11-26 09:15 UTC are refused without a record), from 198.51.100.1',
    ]);
  });
});

describe('no account enumeration', () => {
  it('answers a wrong password and an unknown e-mail alike: status, body and throttling', async () => {
    const unknown = 'nobody@example.com';
    for (let index = 1; index <= 6; index += 1) {
      const known = await attempt(USERS.author, 'wrong password!', `198.51.100.${index}`);
      const missing = await attempt(unknown, 'wrong password!', `192.0.2.${index}`);
      expect(missing.statusCode).toBe(known.statusCode);
      expect(missing.headers['retry-after']).toBe(known.headers['retry-after']);
      expect(missing.body.replaceAll(unknown, 'EMAIL')).toBe(known.body.replaceAll(USERS.author, 'EMAIL'));
    }
    const [knownJson, missingJson] = [
      await attempt(USERS.publisher, 'wrong password!', '203.0.113.1', true),
      await attempt(unknown.replace('nobody', 'nobody2'), 'wrong password!', '203.0.113.2', true),
    ];
    expect([missingJson.statusCode, missingJson.body]).toEqual([knownJson.statusCode, knownJson.body]);
    expect(knownJson.json()).toEqual({ error: 'Wrong email or password.' });
  });

  it('spends the same password check on an unknown e-mail (no quick answer to time)', async () => {
    const time = async (email: string, address: string) => {
      const started = performance.now();
      await attempt(email, 'wrong password!', address);
      return performance.now() - started;
    };
    await time(USERS.author, '192.0.2.200'); // warm up
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      known.push(await time(USERS.author, `192.0.2.${index + 10}`));
      unknown.push(await time(`nobody${index}@example.com`, `192.0.2.${index + 20}`));
    }
    // The fastest run is the least disturbed by other work on the machine. scrypt takes tens of
    // milliseconds: a skipped check would make unknown e-mails several times faster.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });
});
