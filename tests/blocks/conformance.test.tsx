/**
 * One suite over every registered block type: each example in its schema, and the same example
 * with every optional field removed, renders on the server (react-dom/server, with no window or
 * document) and in the DOM without throwing and without rendering empty, and hydrates the
 * server's markup without a mismatch.
 */
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockComponent, BlockType } from '../../src/browser/blocks/block-types';
import { blockRegistry } from '../../src/browser/blocks/registry';
import type { ReceivedBlock } from '../../src/generated/received-types';
import type { Block } from '../../src/generated/schema-types';
import { received, withProviders } from './render-block';
import { blockSchema, blockSchemaErrors, exampleVariants } from './schema-variants';
import { testSite } from './test-site';

type AnyBlock = BlockComponent<BlockType> &
  ((props: { block: ReceivedBlock; site: typeof testSite; index: number }) => unknown);

afterEach(() => vi.unstubAllGlobals());

/** Renders like the prerenderer: browser globals are absent, so touching them during render throws. */
function renderOnServer(Component: AnyBlock, block: Block, index: number): string {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('localStorage', undefined);
  try {
    return renderToString(withProviders(<Component block={received(block)} site={testSite} index={index} />));
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Visible content: text, or media (an image or a frame) — Mantine's <style> tags do not count. */
function hasContent(root: HTMLElement): boolean {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('style').forEach((style) => style.remove());
  return (copy.textContent ?? '').trim() !== '' || copy.querySelector('img, iframe, svg') !== null;
}

const types = Object.keys(blockRegistry) as BlockType[];

describe.each(types)('block "%s"', (type) => {
  const schema = blockSchema(type);
  const examples = (schema.examples ?? []) as Block[];
  const variants = exampleVariants(type);
  const load = async () => (await blockRegistry[type].load()).default as unknown as AnyBlock;

  it('has at least one example in its schema', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(variants)('$name is valid against the schema', ({ block }) => {
    expect(blockSchemaErrors(type, block)).toBeNull();
  });

  it.each(variants)('$name renders on the server, in the DOM, and hydrates cleanly', async ({ block }) => {
    const Component = await load();
    for (const index of [0, 1]) {
      const html = renderOnServer(Component, block, index);
      const server = document.createElement('div');
      server.innerHTML = html;
      expect(hasContent(server), `server render of ${type} at index ${index} is empty`).toBe(true);

      const { container, unmount } = render(
        withProviders(<Component block={received(block)} site={testSite} index={index} />),
      );
      expect(hasContent(container), `DOM render of ${type} at index ${index} is empty`).toBe(true);
      unmount();

      const recoverable: unknown[] = [];
      const consoleErrors = vi.spyOn(console, 'error');
      document.body.append(server);
      const root = await act(async () =>
        hydrateRoot(server, withProviders(<Component block={received(block)} site={testSite} index={index} />), {
          onRecoverableError: (error) => recoverable.push(error),
        }),
      );
      expect(recoverable, `hydration of ${type} at index ${index}`).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
      consoleErrors.mockRestore();
      act(() => root.unmount());
      server.remove();
    }
  });
});
