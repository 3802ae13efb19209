import path from 'node:path';
import { BLOG_FEED_ROUTE, projectBlogFeedXml } from '../../build/prerender/blog-feed';
import type { Site } from '../../generated/schema-types';
import type { ProjectSnapshot } from './release-renderer';
import { replaceReleaseFile } from './release-files';

/**
 * The blog's feed (blogs/feed.xml) written again into a release, for a change to a post. The file in
 * the release is a hard link shared with the release before (link-tree.ts): replaceReleaseFile
 * removes it before writing, never writing into it. Resolves with the files written.
 */
export async function writeReleaseFeed(root: string, releaseDir: string, project: ProjectSnapshot): Promise<string[]> {
  const file = path.join(releaseDir, BLOG_FEED_ROUTE);
  await replaceReleaseFile(file, projectBlogFeedXml(root, project.site as unknown as Site));
  return [file];
}
