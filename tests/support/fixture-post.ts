/** A blog post as content/posts/<slug>.json holds it: every field the post schema requires. */
export interface FixturePost {
  $schema: string;
  title: string;
  date: string;
  author: { name: string; role: string };
  category: string;
  cover: { src: string; alt: string };
  summary: string;
  body: string;
  related?: { label: string; href: string }[];
  [field: string]: unknown;
}

/**
 * A valid blog post for a fixture project's content/posts/, titled `title`, with `fields` replacing or adding to
 * its own (a body with links, related links, publishAt). Its cover is /images/share.png, which the fixtures have.
 */
export function fixturePost(title: string, fields: Partial<FixturePost> = {}): FixturePost {
  return {
    $schema: '../../schemas/collections/post.schema.json',
    title,
    date: '2026-05-19',
    author: { name: 'Rohan Mehta', role: 'Conveyor engineer' },
    category: 'Conveyors',
    cover: { src: '/images/share.png', alt: 'A belt conveyor carrying cartons' },
    summary: 'How to choose between a belt and a roller conveyor for a packing line, and what each costs to run.',
    body: 'Read on.',
    ...fields,
  };
}
