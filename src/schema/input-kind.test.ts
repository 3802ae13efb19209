import { describe, expect, it } from 'vitest';
import { enumKey, enumOptions, enumValue } from './enum-options.ts';
import { inputKind } from './input-kind.ts';
import { projectLayer as layer } from './schema-files.testing.ts';
import type { ResolvedSchema } from './schema-layer.ts';

const field = (parent: ResolvedSchema, ...path: (string | number)[]) =>
  path.reduce<ResolvedSchema>((schema, key) => layer.child(schema, key)!, parent);

describe('input kinds', () => {
  it('come from keywords and x-input, so a picture, a link and the block list get their own inputs', () => {
    const banner = layer.block('banner')!;
    expect(inputKind(field(banner, 'image'))).toBe('image');
    expect(inputKind(field(banner, 'heading'))).toBe('text');
    expect(inputKind(field(banner, 'type'))).toBe('constant');
    expect(inputKind(field(banner, 'cta'))).toBe('object');
    expect(inputKind(field(banner, 'cta', 'href'))).toBe('link');
    expect(inputKind(field(banner, 'cta', 'newTab'))).toBe('boolean');
    expect(inputKind(field(layer.page(), 'blocks'))).toBe('blocks');
    expect(inputKind(field(layer.page(), 'blocks', 0))).toBe('union');
    expect(inputKind(field(layer.page(), 'description'))).toBe('longText');
    expect(inputKind(field(layer.block('section')!, 'paragraphs'))).toBe('array');
    expect(inputKind(field(layer.block('section')!, 'background'))).toBe('select');
    expect(inputKind(field(layer.block('cardGrid')!, 'columns'))).toBe('number');
  });

  it('ignore definition names: an unannotated object named like an image is an object', () => {
    expect(inputKind({ schema: { title: 'Image', type: 'object', properties: { src: {} } }, base: '' })).toBe('object');
  });
});

describe('select choices', () => {
  const level = field(layer.block('section')!, 'headingLevel');

  it('show the x-enumTitles words and keep the integer the file holds', () => {
    const options = enumOptions(level);
    expect(options.map((option) => option.value)).toEqual([1, 2, 3]);
    expect(options.map((option) => option.label).join(' ')).not.toMatch(/<|h1/);
    expect(enumValue(level, options[0]!.key)).toBe(1);
    expect(enumKey(level, 1)).toBe(options[0]!.key);
    expect(enumKey(level, '1')).toBeNull();
  });

  it('fall back to the value itself where there are no titles', () => {
    const untitled = { schema: { type: 'string', enum: ['default', 'muted'] }, base: '' };
    expect(enumOptions(untitled).map((option) => option.label)).toEqual(['default', 'muted']);
  });
});
