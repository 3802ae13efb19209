import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesPlugin, SITE_MODULE_ID } from './vite-plugin-pages';

const root = mkdtempSync(path.join(tmpdir(), 'pages-plugin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, 'pages'));
writeFileSync(path.join(root, 'site.json'), JSON.stringify({ contact: { email: 'sales@example.in' } }));

/** The plugin's transform as Vite calls it, after configResolved. */
function transformWith(plugin: ReturnType<typeof pagesPlugin>) {
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  const watched: string[] = [];
  const { handler } = plugin.transform as {
    handler: (code: string, id: string) => Promise<{ code: string } | undefined>;
  };
  const transform = (code: string, id: string) =>
    handler.call({ addWatchFile: (file: string) => watched.push(file) }, code, id);
  return { transform, watched };
}

describe('pagesPlugin transform', () => {
  it("fills a page file's {{site references}} in from site.json and watches site.json", async () => {
    const { transform, watched } = transformWith(pagesPlugin());
    const page = { title: 'Policies', blocks: [{ links: [{ href: 'mailto:{{contact.email}}' }] }] };
    const result = await transform(JSON.stringify(page), path.join(root, 'pages/policies.json?import'));
    expect(JSON.parse(result!.code)).toEqual({
      title: 'Policies',
      blocks: [{ links: [{ href: 'mailto:sales@example.in' }] }],
    });
    expect(watched).toEqual([path.join(root, 'site.json')]);
  });

  it('leaves other files, and page files that are not valid JSON, to the rest of the build', async () => {
    const { transform } = transformWith(pagesPlugin());
    expect(await transform('{"a":"{{contact.email}}"}', path.join(root, 'site.json'))).toBeUndefined();
    expect(await transform('{ "title": ', path.join(root, 'pages/broken.json'))).toBeUndefined();
  });
});

describe('pagesPlugin schema defaults', () => {
  it('gives each block the defaults of its own schema, and never rewrites the page file', async () => {
    const file = path.join(root, 'pages/about.json');
    const written = JSON.stringify({ blocks: [{ type: 'section', heading: 'We Are' }] });
    writeFileSync(file, written);
    const { transform } = transformWith(pagesPlugin());
    const page = JSON.parse((await transform(readFileSync(file, 'utf8'), file))!.code);
    expect(page.blocks).toEqual([
      { type: 'section', heading: 'We Are', headingLevel: 2, imagePosition: 'right', background: 'default' },
    ]);
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('serves site.json with its defaults filled in as virtual:site', async () => {
    const plugin = pagesPlugin();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
    const resolved = (plugin.resolveId as (id: string) => string)(SITE_MODULE_ID);
    const code = await (plugin.load as (this: unknown, id: string) => Promise<string>).call(
      { addWatchFile: () => {} },
      resolved,
    );
    const site = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
    expect(site).toMatchObject({ contact: { email: 'sales@example.in' }, apiBase: '/api/' });
  });
});
