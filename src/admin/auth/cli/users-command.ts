import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL } from '../../../server/storage/open-store.ts';
import { openAdminStore } from '../../store/open-admin-store.ts';
import { ROLES, type AdminStore } from '../../store/admin-store.ts';
import { checkPasswordLength } from '../password.ts';
import {
  changeRole,
  checkRole,
  createAccount,
  removeAccount,
  UserChangeRefused,
  type ChangeContext,
} from '../user-management.ts';
import { NoTerminal, passwordFromStdin, promptHidden } from './read-password.ts';
import { formatTable, formatTime } from './text-table.ts';

export const USERS_USAGE = `Usage:
  npm run users -- add <email> --role ${ROLES.join('|')} [--name "Full Name"] [--password-stdin]
  npm run users -- list
  npm run users -- set-role <email> <role>
  npm run users -- remove <email>
Roles: author (edits drafts, submits them), publisher (also reviews, publishes, schedules, rolls back),
admin (also manages users). The database is the one DATABASE_URL names (default ${DEFAULT_DATABASE_URL}).`;

/** A mistake in how the command was called: exit code 2, with the usage. */
class UsageError extends Error {}

const VIA = 'from the command line';

/** `npm run users -- ...`: returns the exit code (0 done, 1 refused or failed, 2 called wrongly). */
export async function runUsersCommand(argv: readonly string[]): Promise<number> {
  try {
    return await run(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USERS_USAGE}`);
      return 2;
    }
    if (error instanceof UserChangeRefused) {
      console.error(error.message);
      return error.status === 400 ? 2 : 1;
    }
    if (error instanceof NoTerminal) {
      console.error(error.message);
      return 2;
    }
    console.error(`users failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function run(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help) {
    console.log(USERS_USAGE);
    return 0;
  }
  switch (command) {
    case 'add': {
      const [email] = expectArguments(rest, ['email'], 'add');
      if (values.role === undefined) throw new UsageError('add needs --role: author, publisher or admin.');
      const role = checkRole(asTyped(values.role));
      const password = await readNewPassword(values['password-stdin'] === true);
      return withStore(true, async (context) => {
        const user = await createAccount(context, { email, name: values.name, role, password });
        console.log(`Added ${user.email} (${user.name}) as ${user.role}.`);
        return 0;
      });
    }
    case 'list': {
      expectArguments(rest, [], 'list');
      return withStore(false, async ({ store }) => {
        const users = await store.listUsers();
        if (users.length === 0) {
          console.log('No users yet. Add the first with: npm run users -- add <email> --role admin');
          return 0;
        }
        const rows = users.map((user) => [user.email, user.name, user.role, formatTime(user.createdAt)]);
        console.log(formatTable(['Email', 'Name', 'Role', 'Created'], rows));
        return 0;
      });
    }
    case 'set-role': {
      const [email, typed] = expectArguments(rest, ['email', 'role'], 'set-role');
      const role = checkRole(asTyped(typed));
      return withStore(false, async (context) => {
        const user = await changeRole(context, email, role);
        console.log(`${user.email} is now ${user.role}.`);
        return 0;
      });
    }
    case 'remove': {
      const [email] = expectArguments(rest, ['email'], 'remove');
      return withStore(false, async (context) => {
        await removeAccount(context, email);
        console.log(`Removed ${email.trim().toLowerCase()}; their sessions have ended.`);
        return 0;
      });
    }
    case undefined:
      throw new UsageError('Which command? add, list, set-role or remove.');
    default:
      throw new UsageError(`Unknown command "${command}": use add, list, set-role or remove.`);
  }
}

function expectArguments<const Names extends readonly string[]>(
  given: readonly string[],
  names: Names,
  command: string,
): { [Index in keyof Names]: string } {
  if (given.length !== names.length) {
    const wanted = names.length === 0 ? 'no arguments' : names.map((name) => `<${name}>`).join(' ');
    throw new UsageError(`${command} takes ${wanted} (got ${given.length === 0 ? 'none' : given.join(' ')}).`);
  }
  return [...given] as { [Index in keyof Names]: string };
}

/** From stdin with --password-stdin, else asked twice on the terminal; checked before the database is touched. */
async function readNewPassword(fromStdin: boolean): Promise<string> {
  const password = fromStdin ? await passwordFromStdin() : await promptHidden('Password (at least 12 characters): ');
  try {
    checkPasswordLength(password);
  } catch (error) {
    throw new UserChangeRefused(400, (error as Error).message);
  }
  if (!fromStdin && (await promptHidden('The same password again: ')) !== password) {
    throw new UserChangeRefused(400, 'The two passwords differ. Nothing was changed.');
  }
  return password;
}

async function withStore(create: boolean, work: (context: ChangeContext) => Promise<number>): Promise<number> {
  const store: AdminStore = await openAdminStore(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, { create });
  try {
    return await work({ store, actor: null, via: VIA });
  } finally {
    await store.close();
  }
}

/** A role as a person types it on the command line: `Publisher` and `ADMIN` mean the roles they name. */
function asTyped(role: string): string {
  return role.trim().toLowerCase();
}
