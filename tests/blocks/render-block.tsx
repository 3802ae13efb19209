import { render, type RenderResult } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

// Vitest runs from the project root (jsdom rewrites import.meta.url to an http URL).
const root = process.cwd();

interface PropertySchema {
  default?: unknown;
  properties?: Record<string, PropertySchema>;
}

/** A block schema (schemas/blocks/<kebab-name>.schema.json), e.g. to compare a component's defaults. */
export function readBlockSchema(type: BlockType): {
  properties: Record<string, PropertySchema>;
  examples: unknown[];
} {
  const file = type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return JSON.parse(readFileSync(path.join(root, 'schemas/blocks', `${file}.schema.json`), 'utf8'));
}

/** The schema default of a block field (`'mobile.breakpointPx'` for a nested one): a component's fallback must equal it. */
export function schemaDefault(type: BlockType, field: string): unknown {
  let schema: PropertySchema | undefined = readBlockSchema(type);
  for (const name of field.split('.')) schema = schema?.properties?.[name];
  return schema?.default;
}
