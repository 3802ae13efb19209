import { CURRENT_SCHEMA_VERSION } from '../migrations/index.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { problemsFor, type Problem } from './problem.ts';

/**
 * A page written for an older schema version would fail with confusing field errors; say instead
 * that it is behind and that `npm run migrate` upgrades it.
 */
export function checkSchemaVersion(document: JsonDocument, current = CURRENT_SCHEMA_VERSION): Problem[] {
  const version = (document.data as Record<string, unknown> | null)?.schemaVersion;
  // A missing or non-integer version is already reported by the schema itself.
  if (!Number.isInteger(version) || version === current) return [];
  const { error } = problemsFor(document.file, document.locate);
  return [
    (version as number) < current
      ? error(
          '/schemaVersion',
          `is ${String(version)}, but the schemas are at version ${current}: run \`npm run migrate\` to upgrade this page`,
        )
      : error(
          '/schemaVersion',
          `is ${String(version)}, newer than these schemas (version ${current}): update the site's code before this page`,
        ),
  ];
}
