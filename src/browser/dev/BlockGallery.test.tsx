import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { received, withProviders } from '../../../tests/blocks/render-block';
import { testSite } from '../../../tests/blocks/test-site';
import type { Block } from '../../generated/schema-types';
import { loadBlockComponents, type BlockComponents } from '../app/block-components';
import { PageRenderer } from '../app/PageRenderer';
import { readBlockCatalogue } from './block-catalogue';
import { BlockGallery } from './BlockGallery';

// Read with fs, not through the module under test: the order and titles authors see in schemas/.
const root = process.cwd();
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, 'schemas', file), 'utf8'));
const schemaBlocks = (readJson('page.schema.json').definitions.block.oneOf as { $ref: string }[]).map(({ $ref }) => {
  const schema = readJson($ref);
  return {
    title: schema.title as string,
    description: schema.description as string,
    examples: schema.examples as Block[],
  };
});

/** What a visitor sees: the text and the images and frames (Mantine's <style> tags do not count). */
function visibleContent(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('style, details').forEach((node) => node.remove());
  copy.querySelectorAll('img, iframe').forEach((media) => {
    media.replaceWith(`[${media.tagName.toLowerCase()} ${media.getAttribute('src')}]`);
  });
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

let components: BlockComponents;
beforeAll(async () => {
  const catalogue = readBlockCatalogue();
  components = await loadBlockComponents(
    catalogue.map((entry) => entry.type),
    'test',
  );
});

function renderGallery(catalogue = readBlockCatalogue()) {
  return render(withProviders(<BlockGallery catalogue={catalogue} site={testSite} components={components} />));
}

describe('BlockGallery (/__blocks)', () => {
  it('has one section for every block type in schemas/, in the order of the page schema, under its own <h1>', () => {
    renderGallery();
    expect(screen.getAllByRole('heading', { level: 1 })[0]!.textContent).toBe('Block gallery');
    const sections = schemaBlocks.map(({ title }) => screen.getByRole('region', { name: title }));
    sections.slice(1).forEach((section, i) => {
      const previous = sections[i]!;
      expect(previous.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it.each(schemaBlocks.map((block) => [block.title, block] as const))(
    '%s: shows its description and renders each schema example as the block itself renders it, with the JSON beside it',
    (title, { description, examples }) => {
      const { container } = renderGallery(readBlockCatalogue().filter((entry) => entry.title === title));
      const section = within(container).getByRole('region', { name: title });
      expect(visibleContent(section)).toContain(description);
      expect(examples.length).toBeGreaterThan(0);
      examples.forEach((block, i) => {
        const example = within(section).getByRole('region', { name: `${title}, example ${i + 1}` });
        const alone = render(
          withProviders(<PageRenderer page={pageOf(block)} site={testSite} components={components} />),
        );
        const expected = visibleContent(alone.container);
        alone.unmount();
        expect(expected).not.toBe('');
        expect(visibleContent(example)).toContain(expected);
        const json = within(example).getByText('Example JSON').closest('details')!;
        expect(JSON.parse(json.querySelector('pre')!.textContent!)).toEqual(block);
      });
    },
  );
});

/** A one-block page as PageRenderer receives it: its route and the example with its schema defaults filled in. */
function pageOf(block: Block) {
  return { route: '/example', blocks: [received(block)] };
}
