import { describe, expect, it, vi } from 'vitest';
import { hashPassword, PasswordTooShort, verifyPassword } from '../../../src/admin/auth/password.ts';

// Every login and new account runs scrypt: tens of milliseconds alone, seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe('passwords', () => {
  it('are stored as scrypt$N$r$p$salt$hash with a fresh salt each time, and verified', async () => {
    const [first, second] = [await hashPassword('correct horse battery'), await hashPassword('correct horse battery')];
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse battery', second)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('must have at least 12 characters, counted as a person counts them', async () => {
    await expect(hashPassword('eleven chars'.slice(0, 11))).rejects.toThrow(new PasswordTooShort(11).message);
    await expect(hashPassword('eleven chars'.slice(0, 11))).rejects.toBeInstanceOf(PasswordTooShort);
    // Six emoji are 12 UTF-16 units but 6 characters.
    await expect(hashPassword('🔑🔑🔑🔑🔑🔑')).rejects.toThrow('(this one has 6)');
    expect(await hashPassword('twelve chars')).toMatch(/^scrypt\$/);
  });

  it('match however the same accented letters were encoded', async () => {
    const composed = await hashPassword('mot de passe é');
    expect(await verifyPassword('mot de passe e\u0301', composed)).toBe(true);
  });

  it('never match a malformed or tampered hash', async () => {
    const good = await hashPassword('correct horse battery');
    const parts = good.split('$');
    for (const stored of [
      '',
      'plain text',
      `bcrypt$${parts.slice(1).join('$')}`,
      ['scrypt', '1000', ...parts.slice(2)].join('$'), // N not a power of two
      ['scrypt', String(2 ** 30), ...parts.slice(2)].join('$'), // would take gigabytes
      [...parts.slice(0, 5), ''].join('$'),
    ]) {
      expect(await verifyPassword('correct horse battery', stored), stored).toBe(false);
    }
  });
});
