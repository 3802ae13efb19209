import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CollectionEntry } from '../../../collections/read-entries';
import type { RouteTableEntry } from '../../pages/route-table';

/** A post as an author writes it, for the feed's and the structured data's tests. */
export function fixturePost(slug: string, fields: Record<string, unknown> = {}): CollectionEntry {
  return {
    collection: 'posts',
    slug,
    file: `content/posts/${slug}.json`,
    data: {
      $schema: '../../schemas/collections/post.schema.json',
      title: `Post ${slug}`,
      date: '2026-03-14',
      author: { name: 'Aditya Deshpande', role: 'Lead Robotics Engineer' },
      category: 'Robotics',
      cover: { src: '/images/blog/robotics.svg', alt: 'A robot arm' },
      summary: `What ${slug} is about.`,
      body: 'A paragraph with **bold** text.',
      ...fields,
    },
  };
}

/** An open job with every field filled in. */
export function fixtureJob(slug: string, fields: Record<string, unknown> = {}): CollectionEntry {
  return {
    collection: 'jobs',
    slug,
    file: `content/jobs/${slug}.json`,
    data: {
      $schema: '../../schemas/collections/job.schema.json',
      title: 'PLC Commissioning Engineer',
      department: 'Projects',
      location: {
        streetAddress: 'Plot 14, MIDC Bhosari',
        city: 'Pune',
        region: 'Maharashtra',
        postalCode: '411026',
        country: 'IN',
      },
      employmentType: 'FULL_TIME',
      experience: '3 to 5 years',
      description:
        '## What you will do\n\nCommission **palletizing cells** at customer plants.\n\n- Siemens S7 and *TIA Portal*\n- Travel across India',
      datePosted: '2026-11-02',
      validThrough: '2026-12-31',
      apply: { email: 'careers@kinetiq.example.in', subject: 'PLC Commissioning Engineer' },
      ...fields,
    },
  };
}

/** A project with two pages above a job, the blog page and one entry of each collection. */
export function writeFixtureProject(root: string): RouteTableEntry[] {
  const files: Record<string, unknown> = {
    'pages/careers.json': { title: 'Careers', blocks: [] },
    'pages/careers/current-openings.json': { title: 'Current Openings', blocks: [] },
    'pages/blogs.json': { title: 'Blogs', blocks: [] },
    'content/posts/palletizing-payback.json': fixturePost('palletizing-payback').data,
    'content/jobs/plc-engineer.json': fixtureJob('plc-engineer').data,
  };
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(data));
  }
  // The route table as slice C2 derives it: entry routes name their content file.
  return [
    { route: '/blogs', file: 'pages/blogs.json', blockTypes: [] },
    { route: '/blogs/palletizing-payback', file: 'content/posts/palletizing-payback.json', blockTypes: [] },
    { route: '/careers', file: 'pages/careers.json', blockTypes: [] },
    { route: '/careers/current-openings', file: 'pages/careers/current-openings.json', blockTypes: [] },
    { route: '/careers/current-openings/plc-engineer', file: 'content/jobs/plc-engineer.json', blockTypes: [] },
  ];
}
