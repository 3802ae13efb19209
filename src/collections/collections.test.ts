import { describe, expect, it } from 'vitest';
import { collectionFileParts, collections, documentRootOfCollection } from './collections.ts';

describe('collection definitions', () => {
  it('name the schema layer root and the schema file of each collection', () => {
    expect(collections.map(({ name, root, schemaFile }) => [name, root, schemaFile])).toEqual([
      ['posts', 'post', 'collections/post.schema.json'],
      ['jobs', 'job', 'collections/job.schema.json'],
      ['news', 'news', 'collections/news.schema.json'],
    ]);
    expect(documentRootOfCollection('jobs')).toBe('job');
  });

  it('read an entry file path as its collection and slug', () => {
    const parts = collectionFileParts('content/posts/robot-safety.json');
    expect([parts?.collection.name, parts?.slug]).toEqual(['posts', 'robot-safety']);
    expect(collectionFileParts('pages/blogs.json')).toBeUndefined();
  });
});
