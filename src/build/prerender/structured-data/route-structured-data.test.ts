import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoredTestSite } from '../../../../tests/blocks/test-site';
import { writeFixtureProject } from './entry-fixtures';
import { routeStructuredData, type StructuredDataProject } from './route-structured-data';

function types(data: readonly object[]): unknown[] {
  return data.map((item) => (item as { '@type': string })['@type']);
}

describe('routeStructuredData', () => {
  let project: StructuredDataProject;
  beforeAll(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'structured-data-'));
    project = { root, routes: writeFixtureProject(root) };
  });
  afterAll(() => rmSync(project.root, { recursive: true, force: true }));

  it('gives a top-level page nothing beyond the head it already has', () => {
    expect(routeStructuredData('/careers', 'Careers', authoredTestSite, project)).toEqual([]);
  });

  it('gives a page below the top level its trail, titled from the parent pages', () => {
    const [trail] = routeStructuredData('/careers/current-openings', 'Current Openings', authoredTestSite, project);
    expect(JSON.stringify(trail)).toContain('"name":"Careers","item":"https://www.example.in/careers"');
    expect(types([trail!])).toEqual(['BreadcrumbList']);
  });

  it("gives a post's page its trail and its BlogPosting, read from the entry file", () => {
    const data = routeStructuredData(
      '/blogs/palletizing-payback',
      'Post palletizing-payback',
      authoredTestSite,
      project,
    );
    expect(types(data)).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(data[1]).toMatchObject({ headline: 'Post palletizing-payback', datePublished: '2026-03-14' });
  });

  it("gives a job's page its trail through both parent pages and its JobPosting", () => {
    const data = routeStructuredData(
      '/careers/current-openings/plc-engineer',
      'PLC Commissioning Engineer',
      authoredTestSite,
      project,
    );
    expect(types(data)).toEqual(['BreadcrumbList', 'JobPosting']);
    const names = (data[0] as unknown as { itemListElement: { name: string }[] }).itemListElement.map(
      (item) => item.name,
    );
    expect(names).toEqual(['Home', 'Careers', 'Current Openings', 'PLC Commissioning Engineer']);
    expect(data[1]).toMatchObject({ title: 'PLC Commissioning Engineer', validThrough: '2026-12-31T23:59:59+05:30' });
  });
});
