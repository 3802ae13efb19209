import type { ProjectSnapshot } from './release-renderer';

/**
 * The blog's feed (blogs/feed.xml) written again into a release, for a change to a post. The file in
 * the release is a hard link shared with the release before (link-tree.ts): it must be removed with
 * removeReleaseFile before it is written, never written into. Resolves with the files written.
 *
 * INTEGRATION (issue 27, slice F): the feed's code (src/build/prerender/blog-feed.ts) is not on main
 * yet. When it is, this body becomes (tried on a merge of the branches, scripts/bench/bench-collections.ts):
 *   const file = path.join(releaseDir, BLOG_FEED_ROUTE);
 *   await replaceReleaseFile(file, projectBlogFeedXml(root, project.site as unknown as Site));
 *   return [file];
 * Until then there is no feed to keep current, and the release keeps the linked one as it is.
 */
export async function writeReleaseFeed(root: string, releaseDir: string, project: ProjectSnapshot): Promise<string[]> {
  void root;
  void releaseDir;
  void project;
  return [];
}
