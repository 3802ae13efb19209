import type { ErrorObject } from 'ajv';
import { catalogue, type ProblemDefinition } from './catalogue/index.ts';
import { didYouMean } from './did-you-mean.ts';
import { describeHeldValue, describeTypes, describeValue, listWords, titleInSentence } from './describe-value.ts';
import { escapePointerToken, getAtPointer } from '../../schema/json-pointer.ts';
import type { Json, JsonSchema } from '../../schema/json-types.ts';
import { tagOf, type DocumentRoot, type ResolvedSchema, type SchemaLayer } from '../../schema/schema-layer.ts';
import { formatName } from './catalogue/value-wording.ts';
import { enumOptions } from '../../schema/enum-options.ts';

/** What the describer needs to know about the document an AJV error came from. */
export interface SchemaErrorContext {
  layer: SchemaLayer;
  root: DocumentRoot;
  data: unknown;
}

/** The schema of the value at `pointer`, as the schema layer reads it (undefined where it says nothing). */
function schemaAt(context: SchemaErrorContext, pointer: string): ResolvedSchema | undefined {
  return context.layer.along(context.root, context.data as Json, pointer)?.at(-1);
}

/** The tag values a discriminated union accepts, e.g. every block `type`, with the title of each branch. */
function unionOptions(
  context: SchemaErrorContext,
  union: ResolvedSchema,
  tag: string,
): { value: string; title: string | undefined }[] {
  const branches = (union.schema.oneOf as JsonSchema[] | undefined) ?? [];
  return branches.flatMap((branch) => {
    const resolved = context.layer.resolve(branch, union.base);
    const value = tagOf(resolved.schema, tag);
    return typeof value === 'string' ? [{ value, title: titleOf(resolved) }] : [];
  });
}

/**
 * "Card grid (cardGrid)": the words an author knows the block by, and the id a hand-editor types.
 */
const optionWords = ({ value, title }: { value: string; title: string | undefined }) =>
  title && title !== value ? `${title} (${value})` : value;

/** "'left' (Left of the text)": an enum value as written in the file, with the words the editor shows for it. */
function enumWords(schema: ResolvedSchema | undefined, allowed: readonly unknown[]): string[] {
  const labels = new Map(schema ? enumOptions(schema).map((option) => [option.key, option.label]) : []);
  return quoted(allowed).map((word, index) => {
    const label = labels.get(JSON.stringify(allowed[index]));
    return label !== undefined && label !== String(allowed[index]) ? `${word} (${label})` : word;
  });
}

const titleOf = (resolved: ResolvedSchema | undefined) =>
  typeof resolved?.schema.title === 'string' ? resolved.schema.title : undefined;
const descriptionOf = (resolved: ResolvedSchema | undefined) =>
  typeof resolved?.schema.description === 'string' ? resolved.schema.description : undefined;

/** An AJV error as a catalogue problem: the pointer it is about, the rule and its details. */
export interface DescribedSchemaError {
  pointer: string;
  definition: ProblemDefinition<never>;
  params: object;
  /** The place to report: usually the value at `pointer`; an unknown property's own key. */
  at: { pointer: string; part: 'value' | 'key' };
}

/** One described error of `definition` at `pointer` (reported at `at`, by default the value itself). */
function described<Params extends object>(
  definition: ProblemDefinition<Params>,
  params: Params,
  pointer: string,
  at: DescribedSchemaError['at'] = { pointer, part: 'value' },
): DescribedSchemaError {
  return { pointer, definition: definition as ProblemDefinition<never>, params, at };
}

/** The sentence of a described error, as the author reads it. */
export function messageOf(error: DescribedSchemaError): string {
  return error.definition.message(error.params as never);
}

/** "Label ('label')": a field as the editor titles it, and the key a hand-editor types. */
function fieldWords(key: string, schema: ResolvedSchema | undefined): string {
  const title = titleOf(schema);
  return title ? `${title} ('${key}')` : `'${key}'`;
}

function quoted(words: readonly unknown[]): string[] {
  return words.map((word) => (typeof word === 'string' ? `'${word}'` : JSON.stringify(word)));
}

function suggestion(word: unknown, candidates: readonly string[]): string {
  const closest = typeof word === 'string' ? didYouMean(word, candidates) : undefined;
  return closest ? ` (did you mean '${closest}'?)` : '';
}

function describeDiscriminator(error: ErrorObject, context: SchemaErrorContext): DescribedSchemaError {
  const path = error.instancePath;
  const { tag, tagValue } = error.params as { tag: string; tagValue?: unknown; error: string };
  const union = schemaAt(context, path);
  const options = union ? unionOptions(context, union, tag) : [];
  const unionTitle = titleInSentence(titleOf(union) ?? 'item');
  const kind = `${unionTitle} ${tag}`;
  const valid = `Valid ${kind}s: ${options.map(optionWords).join(', ')}`;
  const tagPointer = `${path}/${escapePointerToken(tag)}`;
  const value = getAtPointer(context.data, tagPointer);
  if (value === undefined) return described(catalogue.missingBlockType, { tag, kind: unionTitle, valid }, path);
  // A number or list where the type belongs is "not a known block type" too, with the valid ones.
  const typed = typeof value === 'string' ? value : undefined;
  const ids = options.map((option) => option.value);
  const params = { value: describeValue(tagValue ?? value), kind, suggestion: suggestion(typed, ids), valid };
  return described(catalogue.unknownBlockType, params, tagPointer);
}

/** Turns one AJV error into a catalogue problem, or null when it only repeats what other errors say. */
function describeOne(error: ErrorObject, context: SchemaErrorContext): DescribedSchemaError | null {
  const path = error.instancePath;
  const value = getAtPointer(context.data, path);
  const got = describeValue(value);
  const params = error.params as Record<string, unknown>;
  const at = <Params extends object>(definition: ProblemDefinition<Params>, details: Params) =>
    described(definition, details, path);
  switch (error.keyword) {
    case 'discriminator':
      return describeDiscriminator(error, context);
    case 'type':
      return at(catalogue.wrongType, { expected: describeTypes(params.type as string), got: describeHeldValue(value) });
    case 'required': {
      const missing = params.missingProperty as string;
      const property = schemaAt(context, `${path}/${escapePointerToken(missing)}`);
      return at(catalogue.missingProperty, {
        property: fieldWords(missing, property),
        about: descriptionOf(property) ?? '',
      });
    }
    case 'additionalProperties': {
      const unknown = params.additionalProperty as string;
      const parent = schemaAt(context, path);
      const allowed = Object.keys((parent?.schema.properties as object | undefined) ?? {});
      const allowedWords = allowed.map((name) => fieldWords(name, parent && context.layer.child(parent, name)));
      const details = {
        property: unknown,
        suggestion: suggestion(unknown, allowed),
        allowed: listWords(allowedWords, 'and'),
      };
      return described(catalogue.unknownProperty, details, path, {
        pointer: `${path}/${escapePointerToken(unknown)}`,
        part: 'key',
      });
    }
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const strings = allowed.filter((item): item is string => typeof item === 'string');
      const words = enumWords(schemaAt(context, path), allowed);
      const details = { allowed: `one of ${listWords(words)}`, got, suggestion: suggestion(value, strings) };
      return at(catalogue.notAllowedValue, details);
    }
    case 'const':
      return at(catalogue.notAllowedValue, { allowed: quoted([params.allowedValue])[0]!, got, suggestion: '' });
    case 'pattern': {
      const schema = schemaAt(context, path);
      const title = titleOf(schema);
      const what = title ? `a valid ${titleInSentence(title)}` : `text matching the pattern ${String(params.pattern)}`;
      return at(catalogue.wrongForm, { what, got, description: descriptionOf(schema) ?? '' });
    }
    case 'format':
      return at(catalogue.wrongFormat, { format: formatName(String(params.format)), got });
    case 'minLength':
    case 'maxLength': {
      if (error.keyword === 'minLength' && params.limit === 1) return at(catalogue.emptyText, {});
      const bound = error.keyword === 'minLength' ? 'at least' : 'at most';
      return at(catalogue.textLength, { bound, limit: params.limit as number, length: (value as string).length });
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const bounds = {
        minimum: 'at least',
        exclusiveMinimum: 'more than',
        maximum: 'at most',
        exclusiveMaximum: 'less than',
      };
      return at(catalogue.numberRange, { bound: bounds[error.keyword], limit: String(params.limit), got });
    }
    case 'minItems':
    case 'maxItems': {
      const bound = error.keyword === 'minItems' ? 'at least' : 'at most';
      return at(catalogue.itemCount, { bound, limit: params.limit as number, count: (value as unknown[]).length });
    }
    case 'if':
      // "must match 'then' schema" only repeats the errors from inside `then`, which say what to fix.
      return null;
    default:
      return at(catalogue.otherSchemaRule, { text: error.message ?? `is invalid (${error.keyword})` });
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
    const key = `${result.pointer} ${messageOf(result)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    described.push(result);
  }
  return described;
}
