import type { ResolvedSchema } from './schema-layer.ts';

/** 'imagePosition' -> 'Image position': only for a property the schemas forgot to title. */
function readable(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.replace(/^./, (first) => first.toUpperCase());
}

/**
 * What the editor shows above one field: the schema's title; for a list item its title numbered
 * from 1 ("Paragraph 2"), never "Paragraphs item 1"; never a property name in camelCase.
 */
export function fieldLabel(resolved: ResolvedSchema, key: string | number): string {
  const title = typeof resolved.schema.title === 'string' ? resolved.schema.title : undefined;
  if (typeof key === 'number') return `${title ?? 'Item'} ${key + 1}`;
  return title ?? readable(key);
}
