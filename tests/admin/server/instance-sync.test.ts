import { describe, expect, it } from 'vitest';
import { startInstanceSync } from '../../../src/admin/server/instance-sync.ts';
import { fakeStore } from './fakes.ts';

describe('the sync with other instances', () => {
  it('catches up when another instance announces a publish, and again on its timer', async () => {
    const store = fakeStore();
    let catchUps = 0;
    const sync = startInstanceSync({
      store,
      publishing: {
        catchUp: async () => {
          catchUps += 1;
        },
      },
      intervalMs: 30,
      log: { error: () => {} },
    });
    store.emit('abc');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sync.stop();
    expect(catchUps).toBeGreaterThanOrEqual(3);
    const after = catchUps;
    store.emit('def');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(catchUps).toBe(after);
  });
});
