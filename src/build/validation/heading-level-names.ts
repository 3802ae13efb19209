import { enumOptions } from '../../schema/enum-options.ts';
import type { SchemaLayer } from '../../schema/schema-layer.ts';
import type { HeadingLevel } from './block-heading-levels.ts';

/** What messages call a heading level: "the main page heading" for 1. */
export type HeadingLevelNamer = (level: number) => string;

/**
 * Names heading levels with the words the editor shows for a Section's Heading level (its
 * `x-enumTitles`), so a message says "Sub-heading" where the author picks "Sub-heading", never <h3>.
 */
export function headingLevelNamer(layer: SchemaLayer): HeadingLevelNamer {
  const section = layer.block('section');
  const levelField = section && layer.child(section, 'headingLevel');
  const names = new Map(levelField ? enumOptions(levelField).map((option) => [option.value, option.label]) : []);
  return (level) => names.get(level as HeadingLevel) ?? `heading of level ${level}`;
}
