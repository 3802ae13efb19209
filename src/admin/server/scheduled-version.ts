import type { AdminStore } from './admin-parts.ts';

const VERSION = /\(version ([0-9a-f]{40})\)$/;

/** A 'schedule' audit entry's detail: when, and the draft's commit the publisher reviewed (the one to publish). */
export function scheduleDetail(at: string, head: string): string {
  return `${at} (version ${head})`;
}

/**
 * The draft's commit its newest schedule was made for, read back from the audit; undefined for a schedule
 * made before versions were pinned (published as the draft is, as it was then).
 */
export async function scheduledVersionOf(store: AdminStore, branch: string): Promise<string | undefined> {
  const [entry] = await store.latestAuditOf([branch], ['schedule']);
  return entry?.detail.match(VERSION)?.[1];
}
