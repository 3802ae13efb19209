import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { themeCssPlugin } from '../../build/vite/vite-plugin-theme-css.ts';
import { EDITOR_CLIENT_HEADERS } from './editor-client-headers.ts';
import { editorClientDir, engineRoot } from './editor-vite.ts';

/** Written last into a finished build: its time says when, its text for which base. */
export const CLIENT_STAMP = '.editor-client-stamp';

export interface EditorClientBuildOptions {
  /** Where the built editor goes: its own folder, never dist/ (the public site). */
  outDir: string;
  /** The address the editor is served at, ending in '/': '/admin/editor/'. */
  base: string;
}

/** What the engine's client is built from: its src/ (the editor, the site's blocks and theme) and its packages. */
const CLIENT_INPUTS = ['src', 'package-lock.json'];

async function newestChange(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  // A folder's own time changes when a file in it is added, removed or renamed.
  const times = await Promise.all(
    (await readdir(target)).map((name) => (name.startsWith('.') ? 0 : newestChange(path.join(target, name)))),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** Whether `outDir` holds a finished build for `base` newer than every input of the engine. */
async function isCurrent(outDir: string, base: string): Promise<boolean> {
  const stampFile = path.join(outDir, CLIENT_STAMP);
  const [stampInfo, stampText] = await Promise.all([
    stat(stampFile).catch(() => null),
    readFile(stampFile, 'utf8').catch(() => null),
  ]);
  if (!stampInfo || stampText !== base) return false;
  const inputs = await Promise.all(CLIENT_INPUTS.map((input) => newestChange(path.join(engineRoot, input))));
  return Math.max(...inputs) < stampInfo.mtimeMs;
}

function refuseSiteOutput(outDir: string): void {
  const relative = path.relative(path.join(engineRoot, 'dist'), path.resolve(outDir));
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    throw new Error(`The editor is never built into dist/ (the public site): ${outDir}.`);
  }
}

/**
 * A production build of the page editor (index.html) and its preview (preview.html) for serving at
 * `base`, with the site's React and theme CSS plugins as `npm run edit` uses them (editor-vite.ts),
 * so the preview renders with production's renderer and theme. Skipped when `outDir` already holds a
 * build for `base` newer than the engine's src/ (a stamp file). Returns whether it built.
 */
export async function buildEditorClient(options: EditorClientBuildOptions): Promise<{ built: boolean; ms: number }> {
  const started = performance.now();
  const { outDir, base } = options;
  if (!base.startsWith('/') || !base.endsWith('/'))
    throw new Error(`The editor's base must start and end with '/': ${base}`);
  refuseSiteOutput(outDir);
  if (await isCurrent(outDir, base)) return { built: false, ms: performance.now() - started };
  await build({
    configFile: false,
    root: editorClientDir,
    base,
    appType: 'mpa',
    publicDir: false,
    logLevel: 'warn',
    cacheDir: path.join(engineRoot, 'node_modules/.vite-editor-build'),
    plugins: [react(), themeCssPlugin()],
    build: {
      outDir: path.resolve(outDir),
      emptyOutDir: true,
      rolldownOptions: {
        input: { index: path.join(editorClientDir, 'index.html'), preview: path.join(editorClientDir, 'preview.html') },
      },
    },
  });
  await writeFile(path.join(outDir, CLIENT_STAMP), base);
  return { built: true, ms: performance.now() - started };
}

/**
 * Serves a built editor (buildEditorClient's outDir) inside `scope`: index.html at the scope's root
 * (its address without the final '/' is redirected to it, so the page's relative addresses resolve),
 * every other file with its type. Hashed assets are cached for good; the pages are revalidated, so a
 * new build reaches the next load. Its answers carry the editor's own framing policy
 * (editor-client-headers.ts), set after any the enclosing server sets, so the preview frame loads.
 */
export async function serveEditorClient(scope: FastifyInstance, options: { dir: string }): Promise<void> {
  const dir = path.resolve(options.dir);
  await scope.register(async (client) => {
    client.addHook('onSend', async (_request, reply, payload) => {
      void reply.headers(EDITOR_CLIENT_HEADERS);
      return payload;
    });
    // '' is the prefix itself (/admin/editor): relative addresses there would resolve one folder up.
    if (client.prefix !== '') {
      client.get('', async (request, reply) => {
        const [pathname, query] = request.url.split(/\?(.*)/s);
        return reply.redirect(`${pathname}/${query ? `?${query}` : ''}`, 301);
      });
    }
    await client.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      decorateReply: false,
      index: ['index.html'],
      redirect: true,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(response, file) {
        const hashed = path.relative(dir, file).startsWith(`assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}
