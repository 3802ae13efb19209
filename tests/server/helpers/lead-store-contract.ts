import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from '../../../src/server/storage/lead-store.ts';

export function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    createdAt: '2026-03-01T09:30:00.000Z',
    kind: 'query',
    name: 'Priya Deshmukh',
    email: 'priya@example.com',
    mobile: null,
    message: 'We need a palletizer for 25 kg bags, 12 bags a minute.',
    brochure: null,
    userAgent: 'Mozilla/5.0 (test)',
    page: '/contact',
    ...overrides,
  };
}

/**
 * What every LeadStore must do, run against SQLite and PostgreSQL alike.
 * `openFresh` opens (and initialises) a store over an empty database.
 */
export function describeLeadStoreContract(label: string, openFresh: () => Promise<LeadStore>): void {
  describe(`LeadStore contract: ${label}`, () => {
    let store: LeadStore;
    beforeAll(async () => {
      store = await openFresh();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('can be initialised again on the next start without losing leads', async () => {
      await store.add(sampleLead({ email: 'before-restart@example.com' }));
      await store.init();
      await store.init();
      const emails = (await store.list()).map((lead) => lead.email);
      expect(emails).toContain('before-restart@example.com');
    });

    it('gives back exactly what was stored, including nulls, quotes, newlines and non-Latin text', async () => {
      const query = sampleLead({
        createdAt: '2026-04-02T10:11:12.345Z',
        name: 'Zoë "ZZ" Rao, पुणे',
        message: 'Line one,\nline two; "quoted" and = sign\r\nend',
      });
      const brochure = sampleLead({
        createdAt: '2026-04-02T10:11:13.000Z',
        kind: 'pdf',
        name: null,
        email: 'rahul@example.com',
        mobile: '9876543210',
        message: null,
        brochure: '/brochures/vertical-lift-pallet.pdf',
        userAgent: null,
      });
      await store.add(query);
      await store.add(brochure);
      const stored = (await store.list()).slice(-2);
      expect(stored.map(({ id: _id, ...lead }) => lead)).toEqual([query, brochure]);
      expect(stored[1]!.id).toBeGreaterThan(stored[0]!.id);
    });

    it('lists leads in arrival order and filters by --since (inclusive)', async () => {
      for (const createdAt of ['2025-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z', '2026-06-01T08:00:00.000Z']) {
        await store.add(sampleLead({ createdAt, email: `since-${createdAt.slice(0, 10)}@example.com` }));
      }
      const all = await store.list();
      expect(all.map((lead) => lead.id)).toEqual([...all.map((lead) => lead.id)].sort((a, b) => a - b));
      const since = await store.list({ since: '2026-01-01T00:00:00.000Z' });
      const sinceEmails = since.map((lead) => lead.email);
      expect(sinceEmails).toContain('since-2026-01-01@example.com');
      expect(sinceEmails).toContain('since-2026-06-01@example.com');
      expect(sinceEmails).not.toContain('since-2025-12-31@example.com');
      expect(since.every((lead) => lead.createdAt >= '2026-01-01T00:00:00.000Z')).toBe(true);
    });

    it('stores every one of many concurrent adds', async () => {
      const before = (await store.list()).length;
      await Promise.all(
        Array.from({ length: 40 }, (_, index) => store.add(sampleLead({ email: `burst-${index}@example.com` }))),
      );
      const after = await store.list();
      expect(after.length - before).toBe(40);
      expect(new Set(after.map((lead) => lead.id)).size).toBe(after.length);
    });

    it('stores identical leads arriving together once, each answered with the same id', async () => {
      const before = (await store.list()).length;
      const twin = sampleLead({ email: 'twin@example.com', createdAt: new Date().toISOString() });
      const results = await Promise.all([
        store.add(twin, ['email']),
        store.add(sampleLead({ email: 'other@example.com', createdAt: twin.createdAt }), ['email']),
        store.add(twin, ['email']),
        store.add({ ...twin, message: 'A different message is a new lead.' }, ['email']),
      ]);
      expect(results.map((result) => result.duplicate)).toEqual([false, false, true, false]);
      expect(results[2]!.id).toBe(results[0]!.id);
      expect((await store.list()).length - before).toBe(3);
      const deliveries = await store.listDeliveries();
      expect(deliveries.filter((delivery) => delivery.leadId === results[0]!.id)).toHaveLength(1);
    });
  });
}
