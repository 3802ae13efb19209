import { afterEach, describe, expect, it } from 'vitest';
import type { Publishing } from '../../../../src/admin/server/publishing.ts';
import { startScheduler } from '../../../../src/admin/server/scheduler.ts';
import { DuplicateUser, MAX_AUDIT_LIMIT, type AdminStore } from '../../../../src/admin/store/admin-store.ts';

/** Opens a fresh, empty database and returns its DATABASE_URL. */
export type FreshDatabase = () => Promise<string>;
/** Opens an admin store on a DATABASE_URL (several may share one). */
export type OpenOn = (url: string) => Promise<AdminStore>;

const user = (email: string, role: 'author' | 'publisher' | 'admin' = 'author') => ({
  email,
  name: email.split('@')[0]!,
  role,
  passwordHash: `scrypt$test$${email}`,
});

/** What every AdminStore must do, run against each dialect on a real database. */
export function describeAdminStoreContract(dialect: string, freshDatabase: FreshDatabase, openOn: OpenOn) {
  describe(`AdminStore on ${dialect}`, () => {
    const opened: AdminStore[] = [];
    const open = async (url?: string) => {
      const store = await openOn(url ?? (await freshDatabase()));
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it('keeps accounts: one per e-mail in any case, found case-insensitively, listed by e-mail', async () => {
      const store = await open();
      const added = await store.addUser(user('Zoe@Example.com', 'admin'));
      expect(added).toMatchObject({ email: 'zoe@example.com', name: 'Zoe', role: 'admin' });
      expect(added.id).toBeTypeOf('number');
      expect(Date.parse(added.createdAt)).not.toBeNaN();
      await expect(store.addUser(user('ZOE@example.COM'))).rejects.toBeInstanceOf(DuplicateUser);
      await store.addUser(user('amy@example.com'));

      expect(await store.userByEmail(' ZOE@EXAMPLE.COM ')).toMatchObject({
        id: added.id,
        passwordHash: 'scrypt$test$Zoe@Example.com',
      });
      expect(await store.userById(added.id)).toEqual(added);
      expect(await store.userByEmail('nobody@example.com')).toBeUndefined();
      expect((await store.listUsers()).map((each) => each.email)).toEqual(['amy@example.com', 'zoe@example.com']);
      expect((await store.listUsers())[0]).not.toHaveProperty('passwordHash');

      expect(await store.setRole('AMY@example.com', 'publisher')).toBe(true);
      expect((await store.userByEmail('amy@example.com'))?.role).toBe('publisher');
      expect(await store.setRole('nobody@example.com', 'admin')).toBe(false);
    });

    it('ends the sessions of a removed user', async () => {
      const store = await open();
      const amy = await store.addUser(user('amy@example.com'));
      const now = '2026-11-26T10:00:00.000Z';
      await store.createSession({ id: 'session-1', userId: amy.id, csrfToken: 'token', now });
      expect(await store.sessionById('session-1')).toEqual({
        id: 'session-1',
        userId: amy.id,
        csrfToken: 'token',
        lastSeenAt: now,
      });
      expect(await store.removeUser('Amy@example.com')).toBe(true);
      expect(await store.sessionById('session-1')).toBeUndefined();
      expect(await store.userByEmail('amy@example.com')).toBeUndefined();
      expect(await store.removeUser('amy@example.com')).toBe(false);
    });

    it('touches and deletes sessions, and forgets ones unused for 30 days', async () => {
      const store = await open();
      const amy = await store.addUser(user('amy@example.com'));
      await store.createSession({ id: 'old', userId: amy.id, csrfToken: 't', now: '2026-10-01T00:00:00.000Z' });
      await store.createSession({ id: 'a', userId: amy.id, csrfToken: 't', now: '2026-11-26T10:00:00.000Z' });
      expect(await store.sessionById('old')).toBeUndefined();
      await store.touchSession('a', '2026-11-26T12:30:00+02:00');
      expect((await store.sessionById('a'))?.lastSeenAt).toBe('2026-11-26T10:30:00.000Z');
      await store.deleteSession('a');
      expect(await store.sessionById('a')).toBeUndefined();
    });

    it('counts failed logins per key since a time, with the oldest, and clears one key', async () => {
      const store = await open();
      for (const at of ['2026-11-26T10:00:00.000Z', '2026-11-26T10:05:00.000Z', '2026-11-26T10:10:00.000Z']) {
        await store.recordLoginFailure('account:amy@example.com', at);
      }
      await store.recordLoginFailure('address:203.0.113.9', '2026-11-26T10:10:00.000Z');
      expect(await store.countLoginFailures('account:amy@example.com', '2026-11-26T10:01:00.000Z')).toEqual({
        count: 2,
        oldest: '2026-11-26T10:05:00.000Z',
      });
      expect(await store.countLoginFailures('account:nobody@example.com', '2026-11-26T00:00:00.000Z')).toEqual({
        count: 0,
        oldest: null,
      });
      await store.clearLoginFailures('account:amy@example.com');
      expect((await store.countLoginFailures('account:amy@example.com', '2026-11-26T00:00:00.000Z')).count).toBe(0);
      expect((await store.countLoginFailures('address:203.0.113.9', '2026-11-26T00:00:00.000Z')).count).toBe(1);
    });

    it('lists the audit log newest first, as many as asked', async () => {
      const store = await open();
      await store.audit({
        actor: 'amy@example.com',
        action: 'login',
        subject: 'amy@example.com',
        detail: 'first',
        at: '2026-11-26T10:00:00.000Z',
      });
      await store.audit({
        actor: null,
        action: 'user-add',
        subject: 'bob@example.com',
        detail: 'second',
        at: '2026-11-26T11:00:00.000Z',
      });
      await store.audit({ actor: 'amy@example.com', action: 'publish', subject: 'drafts/amy-home', detail: 'third' });
      const entries = await store.listAudit();
      expect(entries.map((entry) => entry.detail)).toEqual(['third', 'second', 'first']);
      expect(entries[1]).toEqual({
        id: expect.any(Number),
        at: '2026-11-26T11:00:00.000Z',
        actor: null,
        action: 'user-add',
        subject: 'bob@example.com',
        detail: 'second',
      });
      expect((await store.listAudit({ limit: 1 })).map((entry) => entry.detail)).toEqual(['third']);
    });

    it("finds each draft's newest entry of the actions asked for, however many entries came after it", async () => {
      const store = await open();
      const entry = (
        subject: string,
        action: 'publish-refused' | 'schedule-failed' | 'save',
        detail: string,
        at: string,
      ) => store.audit({ actor: 'amy@example.com', action, subject, detail, at });
      await entry('drafts/amy-home', 'publish-refused', 'older refusal', '2026-11-20T09:00:00.000Z');
      await entry('drafts/amy-home', 'schedule-failed', 'newest failure', '2026-11-20T10:00:00.000Z');
      // Written later, at the same moment: the later entry is the newer one.
      await entry('drafts/bob-about', 'publish-refused', 'first at 11:00', '2026-11-20T11:00:00.000Z');
      await entry('drafts/bob-about', 'publish-refused', 'second at 11:00', '2026-11-20T11:00:00.000Z');
      // A busy site: more than the audit screen ever lists, all newer than the failures.
      for (let save = 0; save < MAX_AUDIT_LIMIT + 5; save += 1) {
        await entry('drafts/amy-home', 'save', `save ${save}`, '2026-11-21T10:00:00.000Z');
      }
      const failures = ['publish-refused', 'schedule-failed'] as const;
      const latest = await store.latestAuditOf(['drafts/amy-home', 'drafts/bob-about', 'drafts/none'], failures);
      expect(latest.map((found) => [found.subject, found.detail]).sort()).toEqual([
        ['drafts/amy-home', 'newest failure'],
        ['drafts/bob-about', 'second at 11:00'],
      ]);
      expect(latest.find((found) => found.subject === 'drafts/amy-home')).toMatchObject({
        action: 'schedule-failed',
        at: '2026-11-20T10:00:00.000Z',
        actor: 'amy@example.com',
      });
      expect(
        (await store.latestAuditOf(['drafts/amy-home'], ['publish-refused'])).map((found) => found.detail),
      ).toEqual(['older refusal']);
      expect(await store.latestAuditOf(['drafts/amy-home'], ['schedule'])).toEqual([]);
      expect(await store.latestAuditOf([], failures)).toEqual([]);
    });

    it('keeps the status of drafts: created editing, updated, sent back with a comment, filtered by status', async () => {
      const store = await open();
      const created = await store.upsertDraft({
        branch: 'drafts/amy-home',
        authorEmail: 'amy@example.com',
        title: 'Home',
      });
      expect(created).toMatchObject({ status: 'editing', comment: null, scheduledAt: null, title: 'Home' });
      await store.upsertDraft({
        branch: 'drafts/bob-about',
        authorEmail: 'bob@example.com',
        title: 'About',
        status: 'submitted',
      });
      const renamed = await store.upsertDraft({
        branch: 'drafts/amy-home',
        authorEmail: 'amy@example.com',
        title: 'Home and About',
      });
      expect(renamed).toMatchObject({ status: 'editing', title: 'Home and About', createdAt: created.createdAt });

      await store.setDraftStatus('drafts/amy-home', 'sent-back', 'The heading is too long.');
      expect(await store.draft('drafts/amy-home')).toMatchObject({
        status: 'sent-back',
        comment: 'The heading is too long.',
      });
      await store.setDraftStatus('drafts/amy-home', 'submitted');
      expect((await store.draft('drafts/amy-home'))?.comment).toBe('The heading is too long.');
      await store.setDraftStatus('drafts/amy-home', 'editing', null);
      expect((await store.draft('drafts/amy-home'))?.comment).toBeNull();

      expect((await store.listDrafts(['submitted'])).map((draft) => draft.branch)).toEqual(['drafts/bob-about']);
      expect((await store.listDrafts()).map((draft) => draft.branch).sort()).toEqual([
        'drafts/amy-home',
        'drafts/bob-about',
      ]);
      expect(await store.listDrafts([])).toEqual([]);
      expect(await store.draft('drafts/nobody')).toBeUndefined();
    });

    it('claims scheduled drafts once they are due, with a lease, and never a published one', async () => {
      const store = await open();
      for (const branch of ['drafts/due', 'drafts/later', 'drafts/published']) {
        await store.upsertDraft({ branch, authorEmail: 'amy@example.com', title: branch, status: 'submitted' });
      }
      await store.scheduleDraft('drafts/due', '2026-11-26T12:00:00+01:00');
      await store.scheduleDraft('drafts/later', '2026-11-26T18:00:00.000Z');
      await store.scheduleDraft('drafts/published', '2026-11-26T09:00:00.000Z');
      await store.setDraftStatus('drafts/published', 'published');
      expect((await store.draft('drafts/published'))?.scheduledAt).toBeNull();

      expect(await store.claimDueDrafts('2026-11-26T10:59:59.999Z')).toEqual([]);
      const claimed = await store.claimDueDrafts('2026-11-26T11:00:00.000Z', 60_000);
      expect(claimed.map((draft) => [draft.branch, draft.scheduledAt, draft.claimedUntil])).toEqual([
        ['drafts/due', '2026-11-26T11:00:00.000Z', '2026-11-26T11:01:00.000Z'],
      ]);
      // Still scheduled (the publish is not done), but held by the lease.
      expect((await store.draft('drafts/due'))?.scheduledAt).toBe('2026-11-26T11:00:00.000Z');
      expect(await store.claimDueDrafts('2026-11-26T11:00:59.999Z')).toEqual([]);

      // Published: the schedule and the lease end, and it is never claimed again.
      await store.setDraftStatus('drafts/due', 'published');
      expect(await store.renewClaim('drafts/due', claimed[0]!.claim, '2026-11-26T11:05:00.000Z')).toBe(false);
      expect(await store.claimDueDrafts('2026-11-26T12:00:00.000Z')).toEqual([]);

      await store.scheduleDraft('drafts/later', null);
      expect(await store.claimDueDrafts('2026-11-27T00:00:00.000Z')).toEqual([]);
    });

    it('hands a claim whose lease ran out to another store, and not before; a renewed lease holds', async () => {
      const url = await freshDatabase();
      const [dying, other] = [await open(url), await open(url)];
      await dying.upsertDraft({ branch: 'drafts/home', authorEmail: 'amy@example.com', title: 'Home' });
      await dying.scheduleDraft('drafts/home', '2026-11-26T10:00:00.000Z');

      const [first] = await dying.claimDueDrafts('2026-11-26T10:00:00.000Z', 120_000);
      expect(first?.branch).toBe('drafts/home');
      expect(await dying.renewClaim('drafts/home', first!.claim, '2026-11-26T10:03:00.000Z')).toBe(true);
      expect(await other.claimDueDrafts('2026-11-26T10:02:30.000Z')).toEqual([]);
      // The holder dies: it never renews or finishes. Its lease runs out at 10:03.
      expect(await other.claimDueDrafts('2026-11-26T10:02:59.999Z')).toEqual([]);
      const [second] = await other.claimDueDrafts('2026-11-26T10:03:00.000Z');
      expect(second?.branch).toBe('drafts/home');
      expect(second?.claim).not.toBe(first!.claim);
      // The old holder's claim is gone: it can neither renew nor end the new one.
      expect(await dying.renewClaim('drafts/home', first!.claim, '2026-11-26T10:10:00.000Z')).toBe(false);
      await dying.finishClaim('drafts/home', first!.claim);
      expect((await other.draft('drafts/home'))?.scheduledAt).toBe('2026-11-26T10:00:00.000Z');

      // Finished (the publish failed and went back to the author): not claimed again.
      await other.finishClaim('drafts/home', second!.claim);
      expect((await other.draft('drafts/home'))?.scheduledAt).toBeNull();
      expect(await other.claimDueDrafts('2026-11-27T00:00:00.000Z')).toEqual([]);

      // Scheduled again: a new schedule, whatever lease the old one had.
      await other.scheduleDraft('drafts/home', '2026-11-27T10:00:00.000Z');
      expect((await other.claimDueDrafts('2026-11-27T10:00:00.000Z')).map((draft) => draft.branch)).toEqual([
        'drafts/home',
      ]);
    });

    it('publishes a scheduled draft once when the instance that claimed it died mid-publish', async () => {
      const url = await freshDatabase();
      const [dyingStore, otherStore] = [await open(url), await open(url)];
      await dyingStore.addUser(user('priya@example.com', 'publisher'));
      await dyingStore.upsertDraft({ branch: 'drafts/home', authorEmail: 'amy@example.com', title: 'Home' });
      await dyingStore.scheduleDraft('drafts/home', '2026-11-26T10:00:00.000Z');
      let clock = new Date('2026-11-26T10:00:00.000Z');
      const now = () => clock;
      const quiet = { info: () => {}, error: () => {} };
      let publishing!: () => void;
      const publishStarted = new Promise<void>((resolve) => (publishing = resolve));
      const neverReturns = {
        ...publishingOn(dyingStore),
        publish: () => {
          publishing();
          return new Promise<never>(() => {});
        },
      };

      const dying = startScheduler({
        store: dyingStore,
        publishing: neverReturns,
        now,
        log: quiet,
        intervalMs: 3_600_000,
      });
      // Its first tick claimed the draft and hangs in the publish; then the instance is gone.
      await publishStarted;
      void dying.stop();

      const survivor = publishingOn(otherStore);
      clock = new Date('2026-11-26T10:01:00.000Z');
      const other = startScheduler({ store: otherStore, publishing: survivor, now, log: quiet, intervalMs: 3_600_000 });
      await other.tick();
      expect(survivor.published).toEqual([]);
      clock = new Date('2026-11-26T10:02:00.000Z');
      await other.tick();
      clock = new Date('2026-11-26T10:30:00.000Z');
      await other.tick();
      expect(survivor.published).toEqual(['drafts/home']);
      expect(await otherStore.draft('drafts/home')).toMatchObject({ status: 'published', scheduledAt: null });
      await other.stop();
    });

    it('renews the lease of a publish that takes long, so no other store claims it meanwhile', async () => {
      const url = await freshDatabase();
      const [slowStore, otherStore] = [await open(url), await open(url)];
      await slowStore.upsertDraft({ branch: 'drafts/home', authorEmail: 'amy@example.com', title: 'Home' });
      await slowStore.scheduleDraft('drafts/home', '2026-11-26T10:00:00.000Z');
      let clock = new Date('2026-11-26T10:00:00.000Z');
      const renewedUntil: string[] = [];
      const renewClaim = slowStore.renewClaim.bind(slowStore);
      slowStore.renewClaim = async (branch, claim, until) => {
        renewedUntil.push(until);
        return renewClaim(branch, claim, until);
      };
      let finish: (() => void) | undefined;
      const slow = publishingOn(slowStore);
      const publish = slow.publish;
      slow.publish = async (...args) => {
        await new Promise<void>((resolve) => (finish = resolve));
        return publish(...args);
      };
      const scheduler = startScheduler({
        store: slowStore,
        publishing: slow,
        now: () => clock,
        log: { info: () => {}, error: () => {} },
        intervalMs: 3_600_000,
        leaseMs: 120_000,
        renewEveryMs: 20,
      });
      await expect.poll(() => finish).toBeTypeOf('function');
      clock = new Date('2026-11-26T10:01:30.000Z');
      await expect.poll(() => renewedUntil).toContain('2026-11-26T10:03:30.000Z');
      expect(await otherStore.claimDueDrafts('2026-11-26T10:03:00.000Z')).toEqual([]);
      finish?.();
      await scheduler.stop();
      expect(slow.published).toEqual(['drafts/home']);
      expect(await otherStore.claimDueDrafts('2026-11-26T11:00:00.000Z')).toEqual([]);
    });

    it("keeps each user's choice of current draft, none included, for every store on the database", async () => {
      const url = await freshDatabase();
      const [first, second] = [await open(url), await open(url)];
      const amy = await first.addUser(user('amy@example.com'));
      const bob = await first.addUser(user('bob@example.com'));
      expect(await second.currentDraftChoice(amy.id)).toBeUndefined();
      await first.setCurrentDraftChoice(amy.id, 'drafts/amy-home');
      await first.setCurrentDraftChoice(bob.id, null);
      expect(await second.currentDraftChoice(amy.id)).toEqual({ branch: 'drafts/amy-home' });
      expect(await second.currentDraftChoice(bob.id)).toEqual({ branch: null });
      await second.setCurrentDraftChoice(amy.id, 'drafts/amy-about');
      expect(await first.currentDraftChoice(amy.id)).toEqual({ branch: 'drafts/amy-about' });
      await first.removeUser('amy@example.com');
      expect(await second.currentDraftChoice(amy.id)).toBeUndefined();
    });

    it('hands each due draft to exactly one of two stores claiming at once', async () => {
      const url = await freshDatabase();
      const [first, second] = [await open(url), await open(url)];
      for (let round = 0; round < 10; round += 1) {
        const branches = Array.from({ length: 3 }, (_, index) => `drafts/round-${round}-${index}`);
        for (const branch of branches) {
          await first.upsertDraft({ branch, authorEmail: 'amy@example.com', title: branch, status: 'submitted' });
          await first.scheduleDraft(branch, '2026-11-26T10:00:00.000Z');
        }
        const [a, b] = await Promise.all([
          first.claimDueDrafts('2026-11-26T10:00:00.000Z'),
          second.claimDueDrafts('2026-11-26T10:00:00.000Z'),
        ]);
        const all = [...a, ...b].map((draft) => draft.branch).sort();
        expect(all).toEqual(branches.sort());
      }
    });

    it('lets one holder at a time into the publish lock, across two stores, and frees it when the work fails', async () => {
      const url = await freshDatabase();
      const [first, second] = [await open(url), await open(url)];
      const events: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const firstIn = new Promise<void>((resolve) => (entered = resolve));

      const one = first.withPublishLock(async () => {
        events.push('first in');
        entered();
        await held;
        events.push('first out');
        return 1;
      });
      await firstIn;
      const two = second.withPublishLock(async () => {
        events.push('second in');
        return 2;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(events).toEqual(['first in']);
      release();
      expect(await Promise.all([one, two])).toEqual([1, 2]);
      expect(events).toEqual(['first in', 'first out', 'second in']);

      await expect(first.withPublishLock(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
      expect(await second.withPublishLock(async () => 'free again')).toBe('free again');
    });

    it('announces a publish to the listeners of another store on the same database', async () => {
      const url = await freshDatabase();
      const [publisher, listener] = [await open(url), await open(url)];
      const heard: string[] = [];
      const unsubscribe = listener.onPublished((commit) => heard.push(commit));
      // The listening connection is set up in the background: announce until it has heard one.
      for (let attempt = 0; attempt < 50 && heard.length === 0; attempt += 1) {
        await publisher.announcePublished('abc123');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(heard[0]).toBe('abc123');
      unsubscribe();
      const before = heard.length;
      await publisher.announcePublished('def456');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toHaveLength(before);
    });

    it('migrates once: opening the same database again keeps its data', async () => {
      const url = await freshDatabase();
      const first = await open(url);
      await first.addUser(user('amy@example.com'));
      const again = await open(url);
      expect((await again.listUsers()).map((each) => each.email)).toEqual(['amy@example.com']);
    });
  });
}

/** A publish that records what it published and marks the draft published, as the real one does. */
function publishingOn(store: AdminStore): Publishing & { published: string[] } {
  const published: string[] = [];
  const refuse = () => Promise.reject(new Error('not used here'));
  return {
    published,
    async publish(branch) {
      published.push(branch);
      await store.setDraftStatus(branch, 'published', null);
      return { commit: `c${published.length}`, files: [], ms: 1 };
    },
    rollback: refuse,
    catchUp: refuse,
    refreshContent: refuse,
  };
}
