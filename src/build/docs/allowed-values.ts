import type { SchemaNode } from '../validation/load-schemas';
import { code } from './markdown';
import { describeFormat, describePattern } from '../validation/catalogue/value-wording';

const num = (value: unknown): value is number => typeof value === 'number';
const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** "200–2000", "at least 1", "at most 6", or nothing: the bounds in the unit given. */
function bounds(min: unknown, max: unknown, unit?: string): string | undefined {
  const withUnit = (text: string, count: number) => (unit ? `${text} ${unit}${count === 1 ? '' : 's'}` : text);
  if (num(min) && num(max)) {
    return min === max ? withUnit(`exactly ${min}`, min) : withUnit(`${min}–${max}`, max);
  }
  if (num(min)) return withUnit(`at least ${min}`, min);
  if (num(max)) return withUnit(`at most ${max}`, max);
  return undefined;
}

function numberRange(node: SchemaNode): string[] {
  const parts = [bounds(node.minimum, node.maximum)];
  if (num(node.exclusiveMinimum)) parts.push(`more than ${node.exclusiveMinimum}`);
  if (num(node.exclusiveMaximum)) parts.push(`less than ${node.exclusiveMaximum}`);
  if (num(node.multipleOf)) parts.push(`a multiple of ${node.multipleOf}`);
  return parts.filter(defined);
}

/** `"muted"` (Light grey band): the value a hand-editor types, with the words the editor shows for it. */
function enumValue(value: unknown, node: SchemaNode, index: number): string {
  const title = Array.isArray(node['x-enumTitles']) ? (node['x-enumTitles'] as unknown[])[index] : undefined;
  return typeof title === 'string' && title !== value ? `${code(value)} (${title})` : code(value);
}

/**
 * What a value may be, in words an author reads: the listed values of a `const` or `enum`, number
 * ranges ("200–2000"), text lengths ("1–120 characters"), list sizes ("1–6 items"), formats and
 * patterns. `resolve` follows a $ref in an array's `items`, whose own limits are listed after "each:".
 */
export function allowedValues(node: SchemaNode, resolve: (item: SchemaNode) => SchemaNode): string {
  if ('const' in node) return code(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((value, index) => enumValue(value, node, index)).join(', ');
  const textRules = [
    bounds(node.minLength, node.maxLength, 'character'),
    typeof node.format === 'string' ? describeFormat(node.format) : undefined,
    typeof node.pattern === 'string' ? describePattern(node.pattern) : undefined,
  ].filter(defined);
  const numberRules = numberRange(node);
  // An id may be text or a number: say which rule is for which.
  const label = Array.isArray(node.type) && textRules.length > 0 && numberRules.length > 0;
  const parts = [
    ...(label
      ? [`text: ${textRules.join(', ')}`, `number: ${numberRules.join(', ')}`]
      : [...numberRules, ...textRules]),
    bounds(node.minItems, node.maxItems, 'item'),
    node.uniqueItems === true ? 'no duplicates' : undefined,
  ].filter(defined);
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    const each = allowedValues(resolve(node.items as SchemaNode), resolve);
    if (each) parts.push(`each: ${each}`);
  }
  return parts.join('; ');
}
