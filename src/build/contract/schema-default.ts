import { defaultOf } from '../../schema/default-value.ts';
import { getValidator } from '../validation/create-validator.ts';

/**
 * The default that schemas/blocks/ gives a block's top-level field, or undefined. A page that
 * leaves out `intervalMs` still rotates at the schema's default, so the contract reads that. The
 * engine's own schemas/ are read (a content-only copy of a project has none), through the one
 * schema layer validation uses.
 */
export function blockFieldDefault(blockType: string, field: string): unknown {
  const { layer } = getValidator();
  const block = layer.block(blockType);
  const property = block && layer.child(block, field);
  return property ? defaultOf(property) : undefined;
}

/** What an author calls a block type: its schema title ('Card grid'), or the type itself if it has none. */
export function blockTitle(blockType: string): string {
  const title = getValidator().layer.block(blockType)?.schema.title;
  return typeof title === 'string' ? title : blockType;
}
