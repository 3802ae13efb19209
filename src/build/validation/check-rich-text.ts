import { mayHoldMarkup } from '../../rich-text/may-hold-markup.ts';
import type { RichTextOptions } from '../../schema/annotations.ts';
import type { JsonSchema } from '../../schema/json-types.ts';
import { SCHEMA_ID_BASE } from '../../schema/schema-ids.ts';
import type { DocumentRoot, SchemaLayer } from '../../schema/schema-layer.ts';
import { lookupSiteValue, replaceSiteReferences } from '../../browser/app/site-references.ts';
import { catalogue } from './catalogue/index.ts';
import { checkLink, type LinkTargets } from './check-links.ts';
import { routeOf } from './check-routes.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { problemOf, type Problem } from './problem.ts';
import { forEachRichText, type RichTextFieldsOf } from './rich-text-fields.ts';
import { readRichTextFindings, richTextLinkOffsets, type ReadRichText } from './rich-text-findings.ts';

/** What links inside a document's rich texts are checked against. */
export interface RichTextLinkContext {
  targets: LinkTargets;
  /** The route of the page the document makes ('/about', '/blogs/x'): where a '#link-name' link points. None for site.json. */
  route?: string;
  /** site.json's data: a `{{reference}}` in a link's address is checked as visitors get it. */
  site?: unknown;
  /** How a text's constructs and links are read: parsed (the default), or from validation's cache. */
  readRichText?: ReadRichText;
  /** How the document's rich texts are found: forEachRichText (the default), or what validation found already. */
  richTextFieldsOf?: RichTextFieldsOf;
}

const hrefRules = new WeakMap<SchemaLayer, { pattern: RegExp; description: string }>();

/**
 * The schema's rule for link addresses (defs.schema.json `href`): rich text links follow the same
 * one. Once per schema layer: resolving it for each of a thousand entries took about 15 ms.
 */
function hrefRule(layer: SchemaLayer): { pattern: RegExp; description: string } {
  let rule = hrefRules.get(layer);
  if (!rule) {
    const { schema } = layer.resolve({ $ref: '#/definitions/href' } as JsonSchema, `${SCHEMA_ID_BASE}defs.schema.json`);
    rule = { pattern: new RegExp(String(schema.pattern), 'u'), description: String(schema.description ?? '') };
    hrefRules.set(layer, rule);
  }
  return rule;
}

/**
 * Every rich text of a document (strings whose schema is marked `x-rich`): each construct outside
 * the subset, and each link, as link fields are checked (the href pattern of the schema, internal
 * routes, anchors, brochures), located at its line and column inside the string. Reads the data as
 * written (with its `{{references}}`), so positions match the file.
 */
export function checkRichText(
  document: JsonDocument,
  layer: SchemaLayer,
  root: DocumentRoot,
  context: RichTextLinkContext,
): Problem[] {
  const problems: Problem[] = [];
  const rule = hrefRule(layer);
  const read = context.readRichText ?? readRichTextFindings;
  const check = (text: string, pointer: string, options: RichTextOptions) => {
    const at = (offset: number) => ({
      file: document.file,
      pointer,
      ...(document.locateInString?.(pointer, offset) ?? document.locate(pointer)),
    });
    // Most paragraphs: skipping the parser for them keeps a thousand posts within a second.
    if (!mayHoldMarkup(text)) return;
    const findings = read(text, options);
    for (const { construct, hint, offset } of findings.problems) {
      problems.push(problemOf(catalogue.richTextUnsupported, { construct, hint }, at(offset)));
    }
    // A text proved inside the subset by the quick parse has no link offsets: parsed in full for them
    // only when one of its links is reported.
    let offsets: number[] | undefined;
    const linkAt = (index: number) =>
      at(findings.links[index]!.offset ?? (offsets ??= richTextLinkOffsets(text, options))[index] ?? 0);
    for (const [index, { href: written }] of findings.links.entries()) {
      const href = replaceSiteReferences(written, (path) => lookupSiteValue(context.site, path));
      // An unknown {{reference}} is check-site-references' to report.
      if (href.includes('{{')) continue;
      const internal = href.startsWith('#') && context.route !== undefined ? `${context.route}${href}` : href;
      if (!rule.pattern.test(internal)) {
        problems.push(problemOf(catalogue.richTextLink, { href, description: rule.description }, linkAt(index)));
        continue;
      }
      if (!internal.startsWith('/')) continue;
      const problem = checkLink(internal, context.targets);
      if (problem) {
        const params = { ...problem.params, inText: true };
        problems.push(
          problemOf(problem.definition as typeof catalogue.deadInternalLink, params as never, linkAt(index)),
        );
      }
    }
  };
  if (context.richTextFieldsOf) {
    for (const { text, pointer, options } of context.richTextFieldsOf(root, document.data))
      check(text, pointer, options);
  } else forEachRichText(layer, root, document.data, check);
  return problems;
}

/** The rich texts of every page (as written, before `{{references}}` are replaced) and of site.json. */
export function checkProjectRichText(
  pages: readonly JsonDocument[],
  site: JsonDocument | null,
  layer: SchemaLayer,
  targets: LinkTargets,
  readRichText?: ReadRichText,
  richTextFieldsOf?: RichTextFieldsOf,
): Problem[] {
  const context = { targets, site: site?.data, readRichText, richTextFieldsOf };
  return [
    ...pages.flatMap((page) => checkRichText(page, layer, 'page', { ...context, route: routeOf(page.file) })),
    ...(site ? checkRichText(site, layer, 'site', context) : []),
  ];
}
