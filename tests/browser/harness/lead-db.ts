import Database from 'better-sqlite3';
import { inject } from 'vitest';

export interface LeadRow {
  kind: string;
  name: string | null;
  email: string;
  mobile: string | null;
  message: string | null;
  brochure: string | null;
}

/** Leads with this e-mail in the server's temporary database, read straight from the SQLite file. */
export function leadsFor(email: string): LeadRow[] {
  const db = new Database(inject('databasePath'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], LeadRow>(
        'SELECT kind, name, email, mobile, message, brochure FROM leads WHERE email = ? ORDER BY id',
      )
      .all(email);
  } finally {
    db.close();
  }
}

/** A unique address per test run, so leads from earlier runs or other tests never match. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.in`;
}
