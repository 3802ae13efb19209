import { createContext, useContext, type ComponentType } from 'react';
import type { ImageInfo, Problem, SiteReference } from '../server-api/types';
import type { Json } from '../document/json-pointer';
import type { SchemaLayer } from '../../../schema';
import type { EditorRoot } from '../schema/editor-root';
import type { SchemaRegistry } from '../schema/schema-registry';
import type { SchemaFieldProps } from './field-props';

/**
 * What every generated field needs besides its own schema and value. The editor keeps this object the
 * same while the author types (it changes with a check's answer or a list read again), so memoised
 * fields re-render only when their own value changes. List edits and folds go through the store.
 */
export interface FormContextValue {
  registry: SchemaRegistry;
  /** The schema layer (src/schema): templates for new items, fresh ids for duplicates. */
  layer: SchemaLayer;
  /** Which document the form edits: a page, site.json or a collection entry. */
  root: EditorRoot;
  /** The field dispatcher (SchemaField), passed in so groups can nest fields without an import cycle. */
  Field: ComponentType<SchemaFieldProps>;
  /** Replace the value at a pointer (`undefined` removes an optional field). `mergeKey` groups typing into one undo step. */
  change(pointer: string, value: Json | undefined, mergeKey?: string): void;
  problems: ReadonlyMap<string, readonly Problem[]>;
  routes: readonly string[];
  images: readonly ImageInfo[];
  /** Reads public/images/ again (after an upload) and returns the new list. */
  refreshImages(): Promise<readonly ImageInfo[]>;
  /**
   * The document as the server resolved it for the preview (the last live check): images with the
   * size read from their files and a photo's rendition, at the same pointers as the form's.
   */
  processed: Json | null | undefined;
  siteReferences: readonly SiteReference[];
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A schema field must be rendered inside <FormContext.Provider>.');
  return context;
}

/** The id of a field's input, from its JSON pointer, so the problem list can jump to it. */
export function fieldId(pointer: string): string {
  return `field${pointer.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}

/** Problem messages at exactly this field, joined for Mantine's `error` prop. */
export function useFieldError(pointer: string): string | undefined {
  const { problems } = useFormContext();
  const here = problems.get(pointer);
  if (!here || here.length === 0) return undefined;
  return here.map((problem) => problem.message).join(' ');
}
