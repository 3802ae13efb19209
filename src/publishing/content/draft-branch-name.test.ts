import { describe, expect, it } from 'vitest';
import { draftBranchBase } from './draft-branch-name.ts';

describe('draftBranchBase', () => {
  it.each([
    ['ann@example.com', 'pages/about.json', 'drafts/ann-about'],
    ['Ann.Lee+web@example.com', 'pages/products/palletizer.json', 'drafts/ann-lee-web-products-palletizer'],
    ['ann@example.com', 'pages/index.json', 'drafts/ann-index'],
    ['ann@example.com', 'content/posts/robot-cells.json', 'drafts/ann-posts-robot-cells'],
    ['ann@example.com', 'public/images/robot arm.webp', 'drafts/ann-public-images-robot-arm'],
    ['zoë@example.com', 'pages/café.json', 'drafts/zoe-cafe'],
    ['..@example.com', 'pages/.json', 'drafts/author-page'],
    ['ann@example.com', 'pages/a..b~c^d:e?f*g[h@{i\\j.json', 'drafts/ann-a-b-c-d-e-f-g-h-i-j'],
  ])('%s editing %s → %s', (email, file, branch) => {
    expect(draftBranchBase(email, file)).toBe(branch);
  });

  it('keeps long names short', () => {
    const branch = draftBranchBase(`${'a'.repeat(80)}@example.com`, `pages/${'b'.repeat(200)}.json`);
    expect(branch).toBe(`drafts/${'a'.repeat(30)}-${'b'.repeat(40)}`);
  });
});
