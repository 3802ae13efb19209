import { checkAltText } from './check-alt-text.ts';
import { checkHeadingOrder } from './check-heading-order.ts';
import { checkHeadings } from './check-headings.ts';
import { checkLinkText } from './check-link-text.ts';
import { checkPlaceholderImages } from './check-placeholder-images.ts';
import { checkSchemaVersion } from './check-schema-version.ts';
import { checkSeo } from './check-seo.ts';
import { checkTodoMarkers } from './check-todo-markers.ts';
import { checkRepeatedLabels } from './check-repeated-labels.ts';
import { checkUniqueAnchors } from './check-unique-anchors.ts';
import { checkUniqueIds } from './check-unique-ids.ts';
import { getValidator, type Validator } from './create-validator.ts';
import { describeSchemaErrors } from './describe-schema-error.ts';
import { fieldNamer, withFieldTitles } from './field-title.ts';
import { headingLevelNamer } from './heading-level-names.ts';
import type { DocumentRoot } from '../../schema/schema-layer.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { nowhere, problemsFor, type Locate, type Problem } from './problem.ts';
import type { Site } from '../../generated/schema-types.ts';

/** Schema problems of one document, in plain English. */
export function schemaProblems(document: JsonDocument, kind: DocumentRoot, validator: Validator): Problem[] {
  const validate = validator[kind];
  if (validate(document.data)) return [];
  const report = problemsFor(document.file, document.locate);
  return describeSchemaErrors(validate.errors ?? [], { layer: validator.layer, root: kind, data: document.data }).map(
    ({ pointer, definition, params, at }) => ({
      ...report(definition, pointer, params as never),
      ...document.locate(at.pointer, at.part),
    }),
  );
}

/**
 * Everything that can be checked on one page alone: schema, unique ids and anchors, the content
 * lint of docs/content-lint.md (one <h1>, heading order, alt and link texts, SEO lengths, of the
 * title as shown, with the site's name, when `site` is given).
 */
export function pageProblems(document: JsonDocument, validator: Validator, site?: Site): Problem[] {
  // A page written for another schema version is checked against schemas it was not written for:
  // every field error would be noise ("unknown property 'route'" on a version 2 page), and
  // `npm run migrate` fixes them all, so the version is the one problem reported.
  const versionProblems = checkSchemaVersion(document);
  if (versionProblems.length > 0) return versionProblems;
  const nameOf = fieldNamer(validator.layer, 'page', document.data);
  const levelName = headingLevelNamer(validator.layer);
  return [
    ...schemaProblems(document, 'page', validator),
    ...checkUniqueIds(document, nameOf),
    ...checkUniqueAnchors(document, nameOf),
    ...checkHeadings(document, nameOf, levelName),
    ...checkHeadingOrder(document, nameOf, levelName),
    ...checkAltText(document),
    ...checkLinkText(document),
    ...checkRepeatedLabels(document),
    ...checkSeo(document, site),
    ...checkTodoMarkers(document),
    ...checkPlaceholderImages(document),
  ];
}

/**
 * Validates a page held in memory (generated, or not yet written to disk). Without `locate` the
 * problems carry line 0. Cross-page checks (routes, links, files) need validateProject.
 */
export function validatePageData(
  data: unknown,
  file: string,
  options: { locate?: Locate; validator?: Validator } = {},
): Problem[] {
  const validator = options.validator ?? getValidator();
  const problems = pageProblems({ file, data, locate: options.locate ?? nowhere }, validator);
  return withFieldTitles(problems, [{ file, data, root: 'page' }], validator.layer);
}
