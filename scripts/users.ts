/**
 * `npm run users -- add <email> --role author|publisher|admin [--name "..."] [--password-stdin]`,
 * `list`, `set-role <email> <role>`, `remove <email>`: the admin's accounts, in the database
 * DATABASE_URL names (default sqlite:data/leads.db). See src/admin/auth/cli/users-command.ts.
 */
import { runUsersCommand } from '../src/admin/auth/cli/users-command.ts';

process.exitCode = await runUsersCommand(process.argv.slice(2));
