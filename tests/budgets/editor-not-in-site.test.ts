import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/**
 * The page editor (`npm run edit`, src/editor/) is a local authoring tool: nothing of it may reach the
 * built site that visitors download or the production server serves. Runs after the build, beside the
 * byte budgets (which show the first-load bytes did not change).
 */
const distDir = inject('distDir');

/** Strings only the editor's code holds: its folder, API routes and the contract's names. */
const editorMarkers = [
  'src/editor/',
  '/api/pages/move',
  '/api/site-references',
  'editor-main',
  'preview-main',
  'baseVersion',
];

function distFiles(): string[] {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|mjs|css|json|txt|xml)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the built site holds nothing of the page editor', () => {
  it('has no bundle, page or manifest entry from src/editor', () => {
    const files = distFiles();
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return editorMarkers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${path.relative(distDir, file)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
