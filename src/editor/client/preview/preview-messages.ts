import type { Json } from '../document/json-pointer';

/** Editor → preview: draw this page (defaults applied, site references resolved) with this site. */
export interface RenderMessage {
  source: 'page-editor';
  kind: 'render';
  route: string;
  page: Json | null;
  site: Json;
}

/** Preview → editor: the preview is listening / the author clicked a block. */
export type PreviewMessage =
  | { source: 'page-editor-preview'; kind: 'ready' }
  | { source: 'page-editor-preview'; kind: 'select-block'; index: number; id?: string };

export function isRenderMessage(data: unknown): data is RenderMessage {
  return (data as RenderMessage | null)?.source === 'page-editor' && (data as RenderMessage).kind === 'render';
}

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return (data as PreviewMessage | null)?.source === 'page-editor-preview';
}

/** The preview's own attribute on each block's wrapper; the site's HTML has no such marker. */
export const BLOCK_INDEX_ATTRIBUTE = 'data-block-index';

/** The editor's identity of the block (see document/item-ids.ts), beside its index. */
export const BLOCK_ID_ATTRIBUTE = 'data-block-id';
