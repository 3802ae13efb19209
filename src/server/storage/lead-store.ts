/** What the sales team gets for one form submission. */
export type LeadKind = 'query' | 'pdf';

/** A lead as the API hands it to storage (the store assigns the id). */
export interface NewLead {
  /** UTC time the lead was received, ISO 8601 (e.g. 2026-03-01T09:30:00.000Z). */
  createdAt: string;
  /** 'query' for the contact form, 'pdf' for a brochure download. */
  kind: LeadKind;
  name: string | null;
  email: string;
  /** Ten digits; brochure leads only. */
  mobile: string | null;
  /** Contact form only. */
  message: string | null;
  /** Path of the brochure asked for, e.g. /brochures/vertical-lift-pallet.pdf. */
  brochure: string | null;
  userAgent: string | null;
}

/** A lead read back from storage. */
export interface StoredLead extends NewLead {
  id: number;
}

export interface ListLeadsOptions {
  /** Only leads created at or after this instant (ISO 8601, UTC). */
  since?: string;
}

/**
 * Durable lead storage. Implementations: SQLite (default, one machine) and PostgreSQL
 * (several server instances behind a load balancer). Chosen by DATABASE_URL in open-store.ts.
 */
export interface LeadStore {
  /** Creates or migrates the schema. Safe to call on every start. */
  init(): Promise<void>;
  /** Resolves only once the lead is committed durably: the API answers 200 after this. */
  add(lead: NewLead): Promise<void>;
  /** Leads in the order they arrived (ascending id). */
  list(options?: ListLeadsOptions): Promise<StoredLead[]>;
  /** Releases the database; the store is unusable afterwards. */
  close(): Promise<void>;
}
