import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockComponent } from '../blocks/block-types';
import { received } from '../../../tests/blocks/render-block';
import { testSite } from '../../../tests/blocks/test-site';
import { loadBlockComponents, UnknownBlockTypeError } from './block-components';
import { PageRenderer, type PageRendererProps } from './PageRenderer';
import { IslandHtmlContext } from '../islands/IslandSlot';

const page: PageRendererProps['page'] = {
  route: '/about',
  blocks: [
    received({ type: 'section', heading: 'History', paragraphs: ['Founded in 2022.'] }),
    received({ type: 'notice', heading: 'No openings', paragraphs: ['We keep CVs on file.'] }),
    received({ type: 'section', heading: 'Our Roots', paragraphs: ['A legacy since 2003.'] }),
  ],
};

const Section: BlockComponent<'section'> = ({ block, index, site }) => (
  <p data-testid="block">{`section ${block.heading} #${index} ${site.companyName}`}</p>
);
const Notice: BlockComponent<'notice'> = ({ block, index }) => (
  <p data-testid="block">{`notice ${block.heading} #${index}`}</p>
);

describe('PageRenderer', () => {
  it('renders every block in order through its component, with the site and its position', () => {
    render(<PageRenderer page={page} site={testSite} components={{ section: Section, notice: Notice }} />);
    expect(screen.getAllByTestId('block').map((element) => element.textContent)).toEqual([
      'section History #0 Kinetiq Automation Pvt. Ltd.',
      'notice No openings #1',
      'section Our Roots #2 Kinetiq Automation Pvt. Ltd.',
    ]);
  });

  it('fails loudly, naming the page and block, when a block has no component', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PageRenderer page={page} site={testSite} components={{ section: Section }} />)).toThrow(
      'Unknown block type "notice" on page /about, block 1.',
    );
    vi.restoreAllMocks();
  });
});

describe('PageRenderer in the server render of the site', () => {
  it('puts an interactive block into an island with its own HTML and data; static blocks stay plain markup', () => {
    const form = received({ type: 'form', heading: 'Write to us' } as never);
    const Form: BlockComponent<'form'> = () => <p>inline form</p>;
    const { container } = render(
      <IslandHtmlContext value={new Map([[1, '<form>island form</form>']])}>
        <PageRenderer
          page={{ route: '/contact', blocks: [page.blocks[0]!, form] }}
          site={testSite}
          components={{ section: Section, form: Form }}
        />
      </IslandHtmlContext>,
    );
    const island = container.querySelector('page-island');
    expect(island?.getAttribute('data-block')).toBe('form');
    expect(island?.getAttribute('data-index')).toBe('1');
    expect(JSON.parse(island?.getAttribute('data-props') ?? '')).toEqual(form);
    expect(island?.innerHTML).toBe('<form>island form</form>');
    expect(container.textContent).not.toContain('inline form');
    expect(screen.getByTestId('block').closest('page-island')).toBeNull();
  });
});

describe('loadBlockComponents', () => {
  it('rejects a block type the registry does not know, listing the known ones', async () => {
    const loading = loadBlockComponents(['cardGird'], 'page pages/index.json');
    await expect(loading).rejects.toBeInstanceOf(UnknownBlockTypeError);
    await expect(loading).rejects.toThrow(
      /^Unknown block type "cardGird" on page pages\/index.json\. Known types: .*cardGrid/,
    );
  });
});
