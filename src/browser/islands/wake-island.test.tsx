import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '../../../tests/blocks/test-site';
import { wakeIsland } from './wake-island';

const { hydrateIsland, enhanceIsland } = vi.hoisted(() => ({ hydrateIsland: vi.fn(), enhanceIsland: vi.fn() }));
vi.mock('./hydrate-island', () => ({ hydrateIsland }));
vi.mock('../carousel/enhance/enhance-carousels', () => ({ enhanceIsland }));

function island(type: string): HTMLElement {
  const element = document.createElement('page-island');
  element.dataset.block = type;
  element.dataset.index = '0';
  return element;
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('wakeIsland', () => {
  it.each(['heroCarousel', 'newsCarousel', 'logoStrip', 'reviewCarousel'])(
    'wakes a %s island with the enhancer alone: React DOM and the hydrator are never loaded',
    async (type) => {
      const onHydrated = vi.fn();
      const element = island(type);
      await wakeIsland(element, testSite, onHydrated);
      expect(enhanceIsland).toHaveBeenCalledWith(element);
      expect(onHydrated).toHaveBeenCalledOnce();
      expect(hydrateIsland).not.toHaveBeenCalled();
    },
  );

  it('hydrates a form island with React', async () => {
    const onHydrated = vi.fn();
    const element = island('form');
    await wakeIsland(element, testSite, onHydrated);
    expect(hydrateIsland).toHaveBeenCalledWith(element, expect.any(Function), testSite, onHydrated);
    expect(enhanceIsland).not.toHaveBeenCalled();
  });

  it('names an unknown island type', async () => {
    await expect(wakeIsland(island('banner'), testSite, () => {})).rejects.toThrow(
      '<page-island> names "banner", which is not an island block type.',
    );
  });
});
