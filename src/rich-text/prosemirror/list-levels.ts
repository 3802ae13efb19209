/**
 * How many lists may hold one another: a list and one level of sub-points (docs/rich-text.md).
 * Validation refuses a list inside a list inside a list (unsupported-construct.ts, 'list nested more
 * than one level'); the control keeps authors within this so it never writes what validation refuses.
 * prosemirror.test.ts holds the two to the same figure.
 */
export const MOST_LIST_LEVELS = 2;
