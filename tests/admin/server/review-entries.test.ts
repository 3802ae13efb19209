import { describe, expect, it } from 'vitest';
import { previewUrl, routeOfChangedFile } from '../../../src/admin/server/review-routes.ts';
import { contentPath } from '../../../src/publishing/content/content-path.ts';

describe('entries in drafts and review', () => {
  it.each([
    ['content/posts/robot-cells.json', '/blogs/robot-cells'],
    ['content/jobs/plc-engineer.json', '/careers/current-openings/plc-engineer'],
    ['pages/about-us.json', '/about-us'],
    ['content/news/expo-2026.json', null],
    ['public/images/cell.jpg', null],
    ['content/posts/README.md', null],
  ])('shows %s at %s', (file, route) => {
    expect(routeOfChangedFile(file)).toBe(route);
  });

  it('previews a post at its own page inside the draft', () => {
    expect(previewUrl('drafts/ann-posts-robot-cells', '/blogs/robot-cells')).toBe(
      '/admin/preview/drafts%2Fann-posts-robot-cells/blogs/robot-cells',
    );
  });

  it('lets a draft hold entries and their images, and nothing outside the content folder', () => {
    expect(contentPath('content/posts/robot-cells.json')).toBe('content/posts/robot-cells.json');
    expect(contentPath('./content/jobs/plc-engineer.json')).toBe('content/jobs/plc-engineer.json');
    expect(contentPath('public/images/cell.jpg')).toBe('public/images/cell.jpg');
    expect(() => contentPath('content/../../etc/passwd')).toThrow(/not a file inside/);
    expect(() => contentPath('.git/config')).toThrow(/not a file inside/);
  });
});
