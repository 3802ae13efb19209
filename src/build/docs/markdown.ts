/** Small Markdown helpers shared by the block reference generator. */

/** The anchor GitHub gives a heading: '## Card grid' -> '#card-grid'. */
export const anchorOf = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

/** Text safe inside one table cell: a '|' would end the cell, a newline the row. */
export const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A JSON value as inline code: `"muted"`, `500`. */
export const code = (value: unknown): string => `\`${JSON.stringify(value)}\``;
