import type { ErrorObject } from 'ajv';
import { didYouMean } from './did-you-mean.ts';
import { describeTypes, describeValue, listWords, titleInSentence } from './describe-value.ts';
import { pointerSegments, escapePointerSegment } from './json-pointer.ts';
import type { SchemaSet } from './load-schemas.ts';
import { discriminatorOptions, schemaAtPointer, type ResolvedSchema } from './schema-at-pointer.ts';

/** What the describer needs to know about the document an AJV error came from. */
export interface SchemaErrorContext {
  schemas: SchemaSet;
  rootId: string;
  data: unknown;
}

/** An AJV error in words: the pointer it is about, the sentence, and what to point the author at. */
export interface DescribedSchemaError {
  pointer: string;
  message: string;
  /** The place to report: usually the value at `pointer`; an unknown property's own key. */
  at: { pointer: string; part: 'value' | 'key' };
}

const formatNames: Record<string, string> = {
  email: 'e-mail address',
  uri: 'absolute address (such as https://example.com/page)',
  'uri-reference': 'address',
  date: 'date (YYYY-MM-DD)',
  'date-time': 'date and time (ISO 8601)',
};

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of pointerSegments(pointer)) value = (value as Record<string, unknown> | undefined)?.[segment];
  return value;
}

/** " (Heading: The page's main heading...)" from a property's schema annotations. */
function annotation(schema: ResolvedSchema | undefined): string {
  if (!schema?.title) return '';
  return schema.description ? ` (${schema.title}: ${schema.description})` : ` (${schema.title})`;
}

function quoted(words: readonly unknown[]): string[] {
  return words.map((word) => (typeof word === 'string' ? `'${word}'` : JSON.stringify(word)));
}

function suggestion(word: unknown, candidates: readonly string[]): string {
  const closest = typeof word === 'string' ? didYouMean(word, candidates) : undefined;
  return closest ? ` (did you mean '${closest}'?)` : '';
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function describeDiscriminator(error: ErrorObject, context: SchemaErrorContext): DescribedSchemaError {
  const path = error.instancePath;
  const { tag, tagValue } = error.params as { tag: string; tagValue?: unknown; error: string };
  const union = schemaAtPointer(context.schemas, context.rootId, context.data, path);
  const options = union ? discriminatorOptions(context.schemas, union) : [];
  const kind = `${titleInSentence(union?.title ?? 'item')} ${tag}`;
  const valid = `Valid ${kind}s: ${options.join(', ')}`;
  const tagPointer = `${path}/${escapePointerSegment(tag)}`;
  const value = valueAt(context.data, tagPointer);
  if (value === undefined) {
    const message = `is missing required property '${tag}', which says what kind of ${titleInSentence(union?.title ?? 'item')} it is. ${valid}`;
    return { pointer: path, message, at: { pointer: path, part: 'value' } };
  }
  if (typeof value !== 'string') {
    const message = `must be a string naming the ${kind} (got ${describeValue(value)}). ${valid}`;
    return { pointer: tagPointer, message, at: { pointer: tagPointer, part: 'value' } };
  }
  const message = `${describeValue(tagValue ?? value)} is not a known ${kind}${suggestion(value, options)}. ${valid}`;
  return { pointer: tagPointer, message, at: { pointer: tagPointer, part: 'value' } };
}

/** Turns one AJV error into a sentence, or null when it only repeats what other errors say. */
function describeOne(error: ErrorObject, context: SchemaErrorContext): DescribedSchemaError | null {
  const path = error.instancePath;
  const value = valueAt(context.data, path);
  const got = `(got ${describeValue(value)})`;
  const atValue = (message: string): DescribedSchemaError => ({
    pointer: path,
    message,
    at: { pointer: path, part: 'value' },
  });
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'discriminator':
      return describeDiscriminator(error, context);
    case 'type':
      return atValue(`must be ${describeTypes(params.type as string)} ${got}`);
    case 'required': {
      const missing = params.missingProperty as string;
      const property = schemaAtPointer(
        context.schemas,
        context.rootId,
        context.data,
        `${path}/${escapePointerSegment(missing)}`,
      );
      return atValue(`is missing required property '${missing}'${annotation(property)}`);
    }
    case 'additionalProperties': {
      const unknown = params.additionalProperty as string;
      const parent = schemaAtPointer(context.schemas, context.rootId, context.data, path);
      const allowed = Object.keys((parent?.node.properties as object | undefined) ?? {});
      const message = `has unknown property '${unknown}'${suggestion(unknown, allowed)}; allowed properties are ${listWords(allowed, 'and')}`;
      return { pointer: path, message, at: { pointer: `${path}/${escapePointerSegment(unknown)}`, part: 'key' } };
    }
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const strings = allowed.filter((item): item is string => typeof item === 'string');
      return atValue(`must be one of ${listWords(quoted(allowed))} ${got}${suggestion(value, strings)}`);
    }
    case 'const':
      return atValue(`must be ${quoted([params.allowedValue])[0]} ${got}`);
    case 'pattern': {
      const schema = schemaAtPointer(context.schemas, context.rootId, context.data, path);
      if (!schema?.title) return atValue(`must match the pattern ${String(params.pattern)} ${got}`);
      const hint = schema.description ? `: ${schema.description}` : '';
      return atValue(`is not a valid ${titleInSentence(schema.title)} ${got}${hint}`);
    }
    case 'format':
      return atValue(`must be a valid ${formatNames[params.format as string] ?? String(params.format)} ${got}`);
    case 'minLength':
      return atValue(
        params.limit === 1
          ? 'must not be empty'
          : `must be at least ${plural(params.limit as number, 'character')} long (got ${(value as string).length})`,
      );
    case 'maxLength':
      return atValue(
        `must be at most ${plural(params.limit as number, 'character')} long (got ${(value as string).length})`,
      );
    case 'minimum':
    case 'exclusiveMinimum':
      return atValue(
        `must be ${error.keyword === 'minimum' ? 'at least' : 'more than'} ${String(params.limit)} ${got}`,
      );
    case 'maximum':
    case 'exclusiveMaximum':
      return atValue(`must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${String(params.limit)} ${got}`);
    case 'minItems':
      return atValue(
        params.limit === 1
          ? 'must have at least one item (got an empty list)'
          : `must have at least ${plural(params.limit as number, 'item')} (got ${(value as unknown[]).length})`,
      );
    case 'maxItems':
      return atValue(
        `must have at most ${plural(params.limit as number, 'item')} (got ${(value as unknown[]).length})`,
      );
    case 'if':
      // "must match 'then' schema" only repeats the errors from inside `then`, which say what to fix.
      return null;
    default:
      return atValue(error.message ?? `is invalid (${error.keyword})`);
  }
}

/** A union error is noise when a more specific error sits at or below its path. */
function isUnionNoise(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') return false;
  return all.some(
    (other) =>
      other !== error &&
      other.keyword !== 'oneOf' &&
      other.keyword !== 'anyOf' &&
      (other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`)),
  );
}

/** A missing tag is reported once, by the discriminator error, with the list of valid tags. */
function isRepeatedTagError(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'required') return false;
  return all.some(
    (other) =>
      other.keyword === 'discriminator' &&
      other.instancePath === error.instancePath &&
      (other.params as { tag: string }).tag === (error.params as { missingProperty: string }).missingProperty,
  );
}

/** Describes AJV's errors in plain English, dropping those that only repeat others. */
export function describeSchemaErrors(
  errors: readonly ErrorObject[],
  context: SchemaErrorContext,
): DescribedSchemaError[] {
  const seen = new Set<string>();
  const described: DescribedSchemaError[] = [];
  for (const error of errors) {
    if (isUnionNoise(error, errors) || isRepeatedTagError(error, errors)) continue;
    const result = describeOne(error, context);
    if (!result) continue;
    const key = `${result.pointer} ${result.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    described.push(result);
  }
  return described;
}
