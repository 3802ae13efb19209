import { describe, expect, it } from 'vitest';
import { createDraftWorkspaces } from '../../../src/admin/server/draft-workspaces.ts';
import type { AdminUser } from '../../../src/admin/server/admin-parts.ts';
import { fakeRepo, fakeStore } from './fakes.ts';

const asha: AdminUser = { id: 7, email: 'asha@example.in', name: 'Asha', role: 'author', createdAt: '' };

describe('the current draft a user chose', () => {
  it('is the same on every instance sharing the admin store, and after a restart', async () => {
    const store = fakeStore();
    for (const [branch, title] of [
      ['drafts/asha-home', 'home'],
      ['drafts/asha-about', 'about'],
    ]) {
      await store.upsertDraft({ branch: branch!, authorEmail: asha.email, title: title! });
    }
    store.drafts.set('drafts/asha-about', {
      ...store.drafts.get('drafts/asha-about')!,
      updatedAt: '2999-01-01T00:00:00.000Z',
    });
    // Without a choice, the newest open draft (about); the user picks the older one on the first instance.
    const first = createDraftWorkspaces(store, fakeRepo());
    expect((await first.chooseDraft(asha, 'drafts/asha-home'))?.branch).toBe('drafts/asha-home');

    const second = createDraftWorkspaces(store, fakeRepo());
    expect((await second.currentDraft(asha))?.branch).toBe('drafts/asha-home');

    await second.chooseDraft(asha, null);
    const restarted = createDraftWorkspaces(store, fakeRepo());
    expect(await restarted.currentDraft(asha)).toBeNull();
    expect(await first.currentDraft(asha)).toBeNull();
  });
});
