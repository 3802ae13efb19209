import { CURRENT_SCHEMA_VERSION } from '../migrations/index.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';

/**
 * A page written for an older schema version would fail with confusing field errors; say instead
 * that it is behind and that `npm run migrate` upgrades it.
 */
export function checkSchemaVersion(document: JsonDocument, current = CURRENT_SCHEMA_VERSION): Problem[] {
  const version = (document.data as Record<string, unknown> | null)?.schemaVersion;
  // A missing or non-integer version is already reported by the schema itself.
  if (!Number.isInteger(version) || version === current) return [];
  const report = problemsFor(document.file, document.locate);
  return [
    report(
      (version as number) < current ? catalogue.outdatedSchemaVersion : catalogue.newerSchemaVersion,
      '/schemaVersion',
      { version: String(version), current },
    ),
  ];
}
