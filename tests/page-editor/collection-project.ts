import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { copyProject } from './editor-test-project';

const fixtureSchemas = fileURLToPath(new URL('./collection-schemas/', import.meta.url));

const entry = (schema: string, data: Record<string, unknown>) =>
  `${JSON.stringify({ $schema: `../../schemas/collections/${schema}.schema.json`, ...data }, null, 2)}\n`;

const post = (title: string, date: string, extra: Record<string, unknown> = {}) =>
  entry('post', {
    title,
    date,
    ...extra,
    author: { name: 'Asha Rao', role: 'Automation engineer' },
    category: 'Robotics',
    cover: { src: '/images/placeholders/item.svg', alt: 'A robot cell' },
    summary: `What ${title.toLowerCase()} means for a plant.`,
    body: 'A **short** post.',
  });

const job = (title: string, datePosted: string, validThrough: string) =>
  entry('job', {
    title,
    department: 'Service',
    employmentType: 'FULL_TIME',
    description: 'Commission our cells at customer plants.',
    datePosted,
    validThrough,
    apply: { email: 'careers@example.com', subject: title },
  });

/**
 * Entries for the editor's collection tests (read with CONTENT_NOW / now = 2026-03-20): two posts and
 * a post scheduled for April, an open job and one closed in February, and a news item.
 */
export const collectionFixtureEntries: Record<string, string> = {
  'content/posts/robot-cells.json': post('Robot cells', '2026-03-01'),
  'content/posts/vision-checks.json': post('Vision checks', '2026-03-14'),
  'content/posts/palletizing-payback.json': post('Palletizing payback', '2026-03-10', { publishAt: '2026-04-01' }),
  'content/jobs/service-engineer.json': job('Service engineer', '2026-03-05', '2026-04-04'),
  'content/jobs/plc-programmer.json': job('PLC programmer', '2026-01-10', '2026-02-09'),
  'content/news/expo-2026.json': entry('news', {
    date: '2026-02-20',
    headline: 'We exhibit at Automation Expo 2026',
    image: { src: '/images/placeholders/item.svg', alt: 'Our stand' },
    link: { label: 'Read more', href: 'https://example.com/expo' },
  }),
};

/** The list page of the posts (its cards query the collection once issue 27's pages slice is in). */
export const blogsPage = `{
  "$schema": "../schemas/page.schema.json",
  "schemaVersion": ${CURRENT_SCHEMA_VERSION},
  "title": "Blogs",
  "description": "Notes from our engineers on robot cells, vision checks and palletizing for Indian plants.",
  "blocks": [
    {
      "type": "section",
      "heading": "Updated Blogs",
      "headingLevel": 1,
      "paragraphs": ["What we learnt."],
      "links": [{ "label": "Our first post", "href": "/blogs/robot-cells" }]
    }
  ]
}
`;

/** The engine's collection schemas where it has them (from issue 27's schema slice on), else the test copies. */
export function addCollectionSchemas(root: string): void {
  const target = path.join(root, 'schemas/collections');
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(fixtureSchemas)) {
    if (!existsSync(path.join(target, name))) cpSync(path.join(fixtureSchemas, name), path.join(target, name));
  }
}

/** A copy of the editor's test project with collection schemas and `collectionFixtureEntries`. */
export function copyProjectWithCollections(): string {
  const root = copyProject();
  addCollectionSchemas(root);
  for (const [file, text] of Object.entries({ ...collectionFixtureEntries, 'pages/blogs.json': blogsPage })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
