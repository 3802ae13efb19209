import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateBrochures } from '../../src/build/brochures/generate-brochures';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { ScaffoldRefusal, scaffoldPage } from '../../src/build/scaffold/scaffold-page';
import { templates, type TemplateName } from '../../src/build/scaffold/templates';
import { svgSize } from '../../src/build/images/svg-size';
import type { Image } from '../../src/generated/schema-types';
import type { Problem } from '../../src/build/validation/problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { baseProjectCopy, productProjectCopy, removeScaffoldProjects } from './scaffold-project';

afterAll(removeScaffoldProjects);

/** What a new page warns about until it is written: TODO texts and the placeholder pictures. */
const isPlaceholderWarning = (problem: Problem) =>
  problem.severity === 'warning' && (problem.rule === 'todo-marker' || problem.rule === 'placeholder-image');
const isTodoWarning = (problem: Problem) => problem.rule === 'todo-marker';
const errorsOf = (problems: readonly Problem[]) => problems.filter((problem) => problem.severity === 'error');

/** Scaffolds into `root` and returns what validateProject says before and after, besides the result. */
async function scaffoldAndValidate(root: string, route: string, template: TemplateName, title?: string) {
  const before = await validateProject({ root });
  const result = await scaffoldPage({ root, route, template, title });
  const after = await validateProject({ root });
  const ofNewPage = after.problems.filter((problem) => problem.file === result.file);
  return { before, after, result, ofNewPage, written: JSON.parse(readFileSync(path.join(root, result.file), 'utf8')) };
}

function imagesIn(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (!value || typeof value !== 'object') return [];
  const own = typeof (value as Image).src === 'string' && 'alt' in value ? [value as Image] : [];
  return [...own, ...Object.values(value).flatMap(imagesIn)];
}

describe.each(Object.keys(templates) as TemplateName[])('the %s template', (template) => {
  const root = baseProjectCopy();
  const scaffolded = scaffoldAndValidate(root, `/${template}/new-thing`, template);

  it('writes the page the route names, reachable for editors through $schema, at the current version', async () => {
    const { result, written } = await scaffolded;
    expect(result.file).toBe(`pages/${template}/new-thing.json`);
    expect(written).toMatchObject({
      $schema: '../../schemas/page.schema.json',
      schemaVersion: CURRENT_SCHEMA_VERSION,
    });
    // The file path is the route: the page does not state it again.
    expect(written).not.toHaveProperty('route');
  });

  it('adds no validation error, only one TODO warning per placeholder text and one per placeholder image', async () => {
    const { before, after, ofNewPage, result, written } = await scaffolded;
    expect(errorsOf(after.problems)).toEqual(errorsOf(before.problems));
    expect(ofNewPage.filter((problem) => !isPlaceholderWarning(problem))).toEqual([]);
    expect(ofNewPage.filter(isTodoWarning).length).toBe(result.todos.length);
    expect(ofNewPage.filter((problem) => problem.rule === 'placeholder-image').length).toBe(
      imagesIn(written.blocks).length,
    );
    expect(result.todos.length).toBeGreaterThan(5);
    expect(result.problems).toEqual(ofNewPage);
  });

  it('leaves no author-facing text without a placeholder', async () => {
    const { written } = await scaffolded;
    expect(written.title).toMatch(/^TODO: /);
    expect(written.description).toMatch(/^TODO: /);
    expect(written.blocks[0]).toMatchObject({ type: 'banner', heading: expect.stringMatching(/^TODO: /) });
    for (const image of imagesIn(written.blocks)) expect(image.alt).toMatch(/^TODO: describe what/);
  });

  it('points at placeholder images that state their own size, so the page writes none', async () => {
    const { written } = await scaffolded;
    const images = imagesIn(written.blocks);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.src).toMatch(/^\/images\/placeholders\//);
      expect(image).not.toHaveProperty('width');
      expect(image).not.toHaveProperty('height');
      expect(svgSize(readFileSync(path.join(root, 'public', image.src), 'utf8')), image.src).toBeDefined();
    }
  });

  it('links only to pages the project has (the fixture has neither /contact nor a parent listing)', async () => {
    const { written } = await scaffolded;
    expect(JSON.stringify(written)).not.toContain('"links"');
  });
});

describe('--title', () => {
  it('fills the page title and the banner heading instead of their placeholders', async () => {
    const { written, result, ofNewPage } = await scaffoldAndValidate(
      baseProjectCopy(),
      '/product/zz-scratch-gripper',
      'product',
      'Scratch Gripper',
    );
    expect(written.title).toBe('Scratch Gripper');
    expect(written.blocks[0].heading).toBe('Scratch Gripper');
    expect(result.todos.map((todo) => todo.pointer)).not.toContain('/title');
    expect(ofNewPage.every(isPlaceholderWarning)).toBe(true);
  });
});

describe('a product page in a project with a product listing and a contact page', () => {
  const root = productProjectCopy();
  const scaffolded = scaffoldAndValidate(root, '/product/vacuum-grippers', 'product');

  it('validates with placeholder warnings only and closes with links to the contact page and the product listing', async () => {
    const { ofNewPage, written, result } = await scaffolded;
    expect(ofNewPage.length).toBeGreaterThan(0);
    expect(ofNewPage.filter((problem) => !isPlaceholderWarning(problem))).toEqual([]);
    expect(written.blocks.at(-1).links).toEqual([
      { label: 'Talk to Our Engineers', href: '/contact' },
      { label: 'Products', href: '/product' }, // the listing's title
    ]);
    expect(result.parentPage?.file).toBe('pages/product.json');
  });

  it('offers a brochure that the build generates from the page, once the product name is written', async () => {
    const { result } = await scaffolded;
    expect(result.brochure).toBe('/brochures/vacuum-grippers.pdf');
    const file = path.join(root, result.file);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('TODO: product name, also printed on its brochure', 'VG-40'),
    );
    const outDir = path.join(root, 'dist/brochures');
    const written = await generateBrochures({ root, outDir });
    expect(written).toContain(path.join(outDir, 'vacuum-grippers.pdf'));
    expect(readFileSync(path.join(outDir, 'vacuum-grippers.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);
});

describe('several new pages in one project', () => {
  it('warn only about their own placeholders, not about sharing a placeholder title', async () => {
    const root = baseProjectCopy();
    const files: string[] = [];
    for (const [route, template] of [
      ['/product/grippers', 'product'],
      ['/product/conveyors', 'product'],
      ['/careers/openings', 'plain'],
    ] as const) {
      files.push((await scaffoldPage({ root, route, template })).file);
    }
    const { problems } = await validateProject({ root });
    const ofNewPages = problems.filter((problem) => files.includes(problem.file));
    expect(ofNewPages.length).toBeGreaterThan(0);
    expect(ofNewPages.filter((problem) => !isPlaceholderWarning(problem))).toEqual([]);
  });
});

describe('brochure names', () => {
  it('numbers the brochure when another product or a designed PDF already has the name', async () => {
    const root = baseProjectCopy();
    mkdirSync(path.join(root, 'public/brochures'), { recursive: true });
    writeFileSync(path.join(root, 'public/brochures/grippers.pdf'), '%PDF-1.7 designed');
    const first = await scaffoldPage({ root, route: '/product/grippers', template: 'product' });
    const second = await scaffoldPage({ root, route: '/spares/grippers', template: 'product' });
    // The base fixture's home page offers /brochures/vertical-lift.pdf.
    const third = await scaffoldPage({ root, route: '/product/vertical-lift', template: 'product' });
    expect([first.brochure, second.brochure, third.brochure]).toEqual([
      '/brochures/grippers-2.pdf',
      '/brochures/grippers-3.pdf',
      '/brochures/vertical-lift-2.pdf',
    ]);
  });
});

describe('refusals', () => {
  const root = baseProjectCopy();
  const refusal = (route: string) => scaffoldPage({ root, route, template: 'plain' });

  it('refuses a route another page has, naming that page', async () => {
    await expect(refusal('/about')).rejects.toThrow(
      new ScaffoldRefusal(
        "Refused: pages/about.json already has the route '/about'. Edit that page, or choose another route.",
      ),
    );
  });

  it("refuses a route whose file is another page's, and leaves it alone", async () => {
    const original = readFileSync(path.join(root, 'pages/index.json'), 'utf8');
    await expect(refusal('/index')).rejects.toThrow(
      "Refused: pages/index.json already exists (with the route '/') and is never overwritten.",
    );
    expect(readFileSync(path.join(root, 'pages/index.json'), 'utf8')).toBe(original);
  });

  it('refuses a sub-folder index page, naming the file to use instead', async () => {
    await expect(refusal('/product/index')).rejects.toThrow(
      /name this file pages\/product\.json for the route '\/product'/,
    );
    expect(existsSync(path.join(root, 'pages/product/index.json'))).toBe(false);
  });

  it.each([
    NOT_FOUND_ROUTE,
    '/',
    'product/x',
    '/product/x/',
    '/product/new thing',
    '/../outside',
    '/product/../../outside',
  ])('refuses the invalid route %s and writes nothing', async (route) => {
    // Where the file would land if the route were taken as a path: the project's own folder for '/../outside'.
    const landing = path.resolve(root, `pages${route}.json`);
    await expect(refusal(route)).rejects.toThrow(/^Refused: the route .*: a route starts with '\/'/);
    expect(existsSync(landing), landing).toBe(false);
  });
});
