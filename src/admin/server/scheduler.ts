import { isoAfter, SCHEDULE_LEASE_MS, type ScheduledClaim } from '../store/admin-store.ts';
import type { AdminStore, DraftRecord } from './admin-parts.ts';
import type { Publisher, Publishing } from './publishing.ts';
import { recordScheduleFailure } from './schedule-failures.ts';
import { scheduledVersionOf } from './scheduled-version.ts';

export interface SchedulerOptions {
  store: AdminStore;
  publishing: Publishing;
  /** How often due drafts are looked for. Default 5 s: a scheduled page is live within seconds of its time. */
  intervalMs?: number;
  /** How long a claim holds a draft for this instance. Default SCHEDULE_LEASE_MS (2 minutes). */
  leaseMs?: number;
  /** How often the leases of the drafts still being published are extended. Default a quarter of the lease. */
  renewEveryMs?: number;
  now?: () => Date;
  log: { info(message: string): void; error(message: string): void };
}

export interface Scheduler {
  /** Publishes what is due now (also what fell due while no instance ran). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A timer, no cron: each tick claims the drafts whose time has come and publishes them as the
 * publisher who scheduled them. A claim is a lease the store gives one instance at a time, renewed
 * while this instance works on the draft: if the instance dies before the publish is done, the lease
 * runs out and any instance claims the draft again, so a scheduled publish is never lost and, while
 * the instances live, happens once. A scheduled publish that fails (a conflict, a validation error,
 * a build that fails) is recorded in the audit with the reason, which the draft's card shows its author
 * and the publishers, and its schedule ends: it is not tried again until it is scheduled again. The
 * draft keeps its status: nobody sent it back, and a failure that is not the draft's (the server's)
 * needs only a new schedule.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { store, publishing, log } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? SCHEDULE_LEASE_MS;
  /** The claims this instance holds, by branch: renewed until the publish is done. */
  const held = new Map<string, string>();
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  /** Extends the lease; false (and forgotten) when the claim was lost: unscheduled, published, or expired and taken. */
  const renew = async (branch: string, claim: string) => {
    const kept = await store.renewClaim(branch, claim, isoAfter(now().toISOString(), leaseMs));
    if (!kept) held.delete(branch);
    return kept;
  };
  const renewAll = async () => {
    for (const [branch, claim] of held) {
      await renew(branch, claim).catch((error: unknown) =>
        log.error(`scheduler: renewing ${branch}: ${messageOf(error)}`),
      );
    }
  };

  const publishOne = async (draft: ScheduledClaim) => {
    // Claimed with the others of this tick: a lease lost while waiting for them is another instance's now.
    if (!held.has(draft.branch) || !(await renew(draft.branch, draft.claim))) {
      log.info(`scheduled publish of ${draft.branch}: no longer ours to publish`);
      return;
    }
    const { scheduledBy, ...publisher } = await schedulerOf(store, draft);
    try {
      // The version the publisher reviewed when scheduling: a draft saved since fails with the reason.
      const version = await scheduledVersionOf(store, draft.branch);
      const outcome = await publishing.publish(draft.branch, publisher, 'scheduled', version);
      log.info(`scheduled publish of ${draft.branch}: ${outcome.commit} in ${outcome.ms} ms`);
    } catch (error) {
      // An instance that died after the merge and before recording it: publishing finds the branch merged.
      if ((await store.draft(draft.branch))?.status === 'published') {
        log.info(`scheduled publish of ${draft.branch}: published already`);
      } else {
        log.error(`scheduled publish of ${draft.branch} failed: ${messageOf(error)}`);
        // Recorded before the schedule ends: an instance dying in between tries it again rather than lose the notice.
        const due = draft.scheduledAt ?? now().toISOString();
        await recordScheduleFailure(store, draft.branch, due, scheduledBy, error);
      }
      await store.finishClaim(draft.branch, draft.claim);
    } finally {
      held.delete(draft.branch);
    }
  };

  const tick = () => {
    if (busy) return running;
    busy = true;
    running = (async () => {
      const renewal = setInterval(() => void renewAll(), options.renewEveryMs ?? leaseMs / 4);
      renewal.unref();
      try {
        const claims = await store.claimDueDrafts(now().toISOString(), leaseMs);
        for (const draft of claims) held.set(draft.branch, draft.claim);
        for (const draft of claims) await publishOne(draft);
      } catch (error) {
        // The claims not yet published stay leased until they expire, then any instance takes them.
        log.error(`scheduler: ${messageOf(error)}`);
      } finally {
        clearInterval(renewal);
        held.clear();
        busy = false;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void tick(), options.intervalMs ?? 5000);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The publisher who scheduled the draft (the newest 'schedule' in the audit, however old), else its author. */
async function schedulerOf(store: AdminStore, draft: DraftRecord): Promise<Publisher & { scheduledBy: string | null }> {
  const [entry] = await store.latestAuditOf([draft.branch], ['schedule']);
  const user = entry?.actor ? await store.userByEmail(entry.actor) : undefined;
  if (user) return { name: user.name, email: user.email, scheduledBy: user.email };
  const author = await store.userByEmail(draft.authorEmail);
  return { name: author?.name ?? draft.authorEmail, email: draft.authorEmail, scheduledBy: entry?.actor ?? null };
}
