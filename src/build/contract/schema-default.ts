import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSchemasDir } from '../validation/load-schemas.ts';

interface BlockSchema {
  properties?: Record<string, { const?: unknown; default?: unknown }>;
}

/** Each block type's top-level properties, read once: the editor checks the contract on every keystroke. */
let blockProperties: Map<string, NonNullable<BlockSchema['properties']>> | undefined;

function propertiesOf(blockType: string) {
  if (!blockProperties) {
    const dir = path.join(defaultSchemasDir, 'blocks');
    blockProperties = new Map(
      readdirSync(dir)
        .filter((file) => file.endsWith('.schema.json'))
        .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as BlockSchema)
        .flatMap((schema) => {
          const type = schema.properties?.type?.const;
          return typeof type === 'string' ? [[type, schema.properties!] as const] : [];
        }),
    );
  }
  return blockProperties.get(blockType);
}

/**
 * The default that schemas/blocks/ gives a block's top-level field, or undefined. A page that
 * leaves out `intervalMs` still rotates at the schema's default, so the contract reads that. The
 * engine's own schemas/ are read (a content-only copy of a project has none).
 */
export function blockFieldDefault(blockType: string, field: string): unknown {
  return propertiesOf(blockType)?.[field]?.default;
}
