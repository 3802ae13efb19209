/**
 * `npm run audit [-- --limit N] [--json]`: the newest entries of the admin's audit log, from the
 * database DATABASE_URL names (default sqlite:data/leads.db). See src/admin/auth/cli/audit-command.ts.
 */
import { runAuditCommand } from '../src/admin/auth/cli/audit-command.ts';

process.exitCode = await runAuditCommand(process.argv.slice(2));
