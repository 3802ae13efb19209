import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSchemasDir } from '../validation/load-schemas.ts';

interface BlockSchema {
  properties?: Record<string, { const?: unknown; default?: unknown }>;
}

/**
 * The default that schemas/blocks/ gives a block's top-level field, or undefined. A page that
 * leaves out `intervalMs` still rotates at the schema's default, so the contract reads that. The
 * engine's own schemas/ are read (a content-only copy of a project has none).
 */
export function blockFieldDefault(blockType: string, field: string): unknown {
  const dir = path.join(defaultSchemasDir, 'blocks');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as BlockSchema;
    if (schema.properties?.type?.const === blockType) return schema.properties[field]?.default;
  }
  return undefined;
}
