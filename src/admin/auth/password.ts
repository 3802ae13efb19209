import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The shortest password accepted (issue 26: at least 12 characters). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer input is refused before hashing, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 1024;

/** scrypt's cost: 2^15 x 8 x 128 B = 32 MiB of memory and about 60 ms per hash on one core. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Hashes stored with higher costs than this are refused rather than computed (a tampered row). */
const MAX_N = 2 ** 20;

export class PasswordTooShort extends Error {
  constructor(readonly length: number) {
    super(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long (this one has ${length}).`);
    this.name = 'PasswordTooShort';
  }
}

export class PasswordTooLong extends Error {
  constructor() {
    super(`The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);
    this.name = 'PasswordTooLong';
  }
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const characters = (plain: string) => [...plain].length;

/** Throws PasswordTooShort or PasswordTooLong. */
export function checkPasswordLength(plain: string): void {
  const length = characters(plain);
  if (length < MIN_PASSWORD_LENGTH) throw new PasswordTooShort(length);
  if (length > MAX_PASSWORD_LENGTH) throw new PasswordTooLong();
}

function derive(plain: string, salt: Buffer, keyBytes: number, cost: ScryptOptions & { N: number; r: number }) {
  return new Promise<Buffer>((resolve, reject) => {
    // Node's default maxmem (32 MiB) is exactly what N=2^15, r=8 needs, and it wants a margin.
    const options = { ...cost, maxmem: 2 * 128 * cost.N * cost.r };
    scrypt(plain.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: the cost travels with the hash so it can be raised later. */
export async function hashPassword(plain: string): Promise<string> {
  checkPasswordLength(plain);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `plain` is the password `stored` was made from; false for any other input or a malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  const valid = [N, r, p].every(Number.isSafeInteger) && N > 1 && N <= MAX_N && r > 0 && r <= 32 && p > 0 && p <= 16;
  if (!valid || expected.length === 0 || characters(plain) > MAX_PASSWORD_LENGTH) return false;
  try {
    const actual = await derive(plain, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    // scrypt refuses the parameters (N not a power of two): not a hash we made.
    return false;
  }
}
