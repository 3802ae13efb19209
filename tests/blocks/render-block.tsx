import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/browser/app/AppProviders';
import type { AuthoredBlockOf, BlockComponent, BlockOf, BlockType } from '../../src/browser/blocks/block-types';
import { blockWithDefaults } from '../../src/build/validation/apply-schema-defaults';
import type { ReceivedSite } from '../../src/generated/received-types';
import { testSite } from './test-site';

/** The providers every block has on the site: the Mantine theme and a router (for SmartLink). */
export function withProviders(ui: ReactElement): ReactElement {
  return (
    <AppProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>
  );
}

/** A block as an author writes it, turned into what its component receives (schema defaults filled in, as the build does). */
export function received<T extends BlockType>(block: AuthoredBlockOf<T>): BlockOf<T> {
  return blockWithDefaults(block) as BlockOf<T>;
}

export interface RenderBlockOptions {
  site?: ReceivedSite;
  /** Position on the page; 0 is the first block (eager images). @default 1 */
  index?: number;
}

/** Renders one block as an author wrote it the way the site does: defaults filled in, inside the app's providers. */
export function renderBlock<T extends BlockType>(
  Component: BlockComponent<T>,
  block: AuthoredBlockOf<T>,
  { site = testSite, index = 1 }: RenderBlockOptions = {},
): RenderResult {
  return render(withProviders(<Component block={received(block)} site={site} index={index} />));
}
