import { normalizeEmail } from '../store/admin-rows.ts';
import { DuplicateUser, isRole, type AdminStore, type AdminUser, type Role } from '../store/admin-store.ts';
import { hashPassword, PasswordTooLong, PasswordTooShort } from './password.ts';

/** A change to the accounts that is refused, with the status the API answers and words for a person. */
export class UserChangeRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'UserChangeRefused';
  }
}

/** Who changes the accounts: an admin in the browser (actor = their e-mail) or the command line (null). */
export interface ChangeContext {
  store: AdminStore;
  actor: string | null;
  /** How it was done, for the audit log: 'in the admin', 'from the command line'. */
  via: string;
  at?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
export const MAX_NAME_LENGTH = 200;

export function checkRole(role: unknown): Role {
  if (isRole(role)) return role;
  throw new UserChangeRefused(400, `Unknown role "${String(role)}": use author, publisher or admin.`);
}

export async function createAccount(
  context: ChangeContext,
  input: { email: string; name?: string; role: unknown; password: string },
): Promise<AdminUser> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email) || email.length > 254)
    throw new UserChangeRefused(400, `"${input.email}" is not an email address.`);
  const role = checkRole(input.role);
  // Commits on drafts are signed with this name: default to the e-mail's local part rather than nothing.
  const name = (input.name ?? '').trim() || email.slice(0, email.indexOf('@'));
  if (name.length > MAX_NAME_LENGTH)
    throw new UserChangeRefused(400, `The name is too long (at most ${MAX_NAME_LENGTH} characters).`);
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(input.password);
  } catch (error) {
    if (error instanceof PasswordTooShort || error instanceof PasswordTooLong)
      throw new UserChangeRefused(400, error.message);
    throw error;
  }
  let user: AdminUser;
  try {
    user = await context.store.addUser({ email, name, role, passwordHash });
  } catch (error) {
    if (error instanceof DuplicateUser) throw new UserChangeRefused(409, error.message);
    throw error;
  }
  await audit(context, 'user-add', email, `added as ${role} ${context.via}`);
  return user;
}

export async function changeRole(context: ChangeContext, email: string, role: unknown): Promise<AdminUser> {
  const wanted = checkRole(role);
  const user = await existingUser(context.store, email);
  if (user.role === wanted) return user;
  if (user.role === 'admin') await refuseLastAdmin(context.store, user.email, 'take the admin role from');
  await context.store.setRole(user.email, wanted);
  await audit(context, 'user-role', user.email, `${user.role} → ${wanted} ${context.via}`);
  return { ...user, role: wanted };
}

export async function removeAccount(context: ChangeContext, email: string): Promise<void> {
  const user = await existingUser(context.store, email);
  if (user.role === 'admin') await refuseLastAdmin(context.store, user.email, 'remove');
  await context.store.removeUser(user.email);
  await audit(context, 'user-remove', user.email, `removed (was ${user.role}) ${context.via}`);
}

async function existingUser(store: AdminStore, email: string): Promise<AdminUser> {
  const user = await store.userByEmail(email);
  if (!user) throw new UserChangeRefused(404, `No user with the email ${normalizeEmail(email)}.`);
  const { passwordHash: _hash, ...withoutHash } = user;
  return withoutHash;
}

/** Without an admin nobody could manage the accounts from the browser again. */
async function refuseLastAdmin(store: AdminStore, email: string, doing: string): Promise<void> {
  const admins = (await store.listUsers()).filter((user) => user.role === 'admin');
  if (admins.length <= 1)
    throw new UserChangeRefused(409, `Cannot ${doing} ${email}: it is the last admin. Make another user admin first.`);
}

function audit(
  context: ChangeContext,
  action: 'user-add' | 'user-role' | 'user-remove',
  subject: string,
  detail: string,
) {
  return context.store.audit({ actor: context.actor, action, subject, detail, at: context.at });
}
