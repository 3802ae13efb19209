import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from './parse-unified-diff';

const diff = [
  'diff --git a/pages/index.json b/pages/index.json',
  'index 1111111..2222222 100644',
  '--- a/pages/index.json',
  '+++ b/pages/index.json',
  '@@ -3,4 +3,4 @@',
  '   "blocks": [',
  '-    { "heading": "Old heading" },',
  '---- a text that starts with dashes',
  '+    { "heading": "New heading" },',
  '     { "type": "section" }',
  '\\ No newline at end of file',
  '',
].join('\n');

describe('parseUnifiedDiff', () => {
  it('marks each line added, removed or unchanged, with its line numbers, and leaves the headers out', () => {
    const parsed = parseUnifiedDiff(diff);
    expect(parsed.added).toBe(1);
    expect(parsed.removed).toBe(2);
    expect(parsed.lines).toEqual([
      { kind: 'hunk', text: '@@ -3,4 +3,4 @@' },
      { kind: 'context', text: '  "blocks": [', oldLine: 3, newLine: 3 },
      { kind: 'removed', text: '    { "heading": "Old heading" },', oldLine: 4 },
      { kind: 'removed', text: '--- a text that starts with dashes', oldLine: 5 },
      { kind: 'added', text: '    { "heading": "New heading" },', newLine: 4 },
      { kind: 'context', text: '    { "type": "section" }', oldLine: 6, newLine: 5 },
      { kind: 'note', text: 'No newline at end of file' },
    ]);
  });

  it('says when git found a binary file (an image) rather than text', () => {
    const parsed = parseUnifiedDiff('diff --git a/x.jpg b/x.jpg\nBinary files a/x.jpg and b/x.jpg differ\n');
    expect(parsed.lines).toEqual([{ kind: 'note', text: 'Binary files a/x.jpg and b/x.jpg differ' }]);
  });

  it('reads an empty diff as no lines', () => {
    expect(parseUnifiedDiff('')).toEqual({ lines: [], added: 0, removed: 0 });
  });
});
