// @ts-check
/* global console, process */
/**
 * The bundle `npm run validate` runs (scripts/validate.mjs): scripts/validate.ts and its rich-text
 * worker with every module of ours they import, and the packages of BUNDLED_PACKAGES, in two files
 * built by esbuild (other packages stay in node_modules). Loading them skips what `node --import tsx`
 * pays at every start, about 0.3 s: the loader thread and a transform per module.
 *
 * Never stale: the bundle is kept with a fingerprint of every file it was built from (their paths
 * and bytes, as esbuild read them), of tsconfig.json and package.json, of this file and of esbuild's
 * version. Each run hashes those files again (a few milliseconds) and rebuilds on any difference,
 * including a file that is gone. Plain JavaScript, because it runs before anything can compile TypeScript.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Bump when what is built changes in a way the fingerprinted files do not show. */
const FORMAT = 1;
const ENTRIES = {
  validate: 'scripts/validate.ts',
  'rich-text-worker': 'src/build/validation/rich-text-worker.ts',
};
/**
 * Packages bundled in with their own dependencies: the Markdown parsers, pure JavaScript, loaded by
 * both threads at every run, and about seventy small modules that Node would otherwise resolve, read
 * and compile one by one: bundled, a cold run takes about 0.13 s less CPU, building the bundle (once
 * after an install) about 0.1 s longer. Every other package stays in node_modules: bundling the JSON
 * parser and the others measured no gain; AJV is required only when a schema must be compiled, sharp
 * only to decode a picture.
 */
const BUNDLED_PACKAGES = new Set(['markdown-it', 'mdast-util-from-markdown']);
/**
 * markdown-it's published build turns its class fields into calls of a helper
 * (`_defineProperty(this, "map", null)`) that converts the key and asks `key in this` before it
 * assigns: a sixth of the quick proof's time, for every token it makes. On a new instance of a class
 * with no accessor and no method of that name (markdown-it's classes have neither) the call is a plain
 * assignment, so the bundle writes it as one. A build this no longer matches is bundled as published.
 */
const MARKDOWN_IT_BUILD = /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/;
const CLASS_FIELD = /_defineProperty\(\s*this,\s*(?:\/\*\*[\s\S]*?\*\/\s*)?"([A-Za-z_$][\w$]*)",\s*([^;]*?)\s*\);/g;
/** Besides the modules: what decides how they are compiled and resolved. */
const SETTINGS = ['tsconfig.json', 'package.json'];
const MANIFEST = 'manifest.json';

/**
 * @param {string} root
 * @param {string[]} files project-relative paths
 */
function fingerprint(root, files) {
  const hash = createHash('sha256').update(String(FORMAT));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  for (const file of [...SETTINGS, ...files].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The bundle's folder for `root` when it is up to date, else undefined.
 * @param {string} dir
 * @param {string} root
 */
function currentBundle(dir, root) {
  try {
    /** @type {{ fingerprint: string; inputs: string[]; esbuild: string }} */
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8'));
    const esbuild = JSON.parse(readFileSync(path.join(root, 'node_modules/esbuild/package.json'), 'utf8')).version;
    if (manifest.esbuild !== esbuild || fingerprint(root, manifest.inputs) !== manifest.fingerprint) return undefined;
    readFileSync(path.join(dir, manifest.fingerprint, 'validate.mjs'), { flag: 'r' });
    return path.join(dir, manifest.fingerprint);
  } catch {
    // No bundle yet, or a file it was built from is gone: built again.
    return undefined;
  }
}

/**
 * The packages the bundle leaves in node_modules: every dependency the project declares but
 * BUNDLED_PACKAGES (their own dependencies come with them), with the modules inside them.
 * @param {string} root
 */
function externalPackages(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const names = Object.keys({
    ...manifest.dependencies,
    ...manifest.devDependencies,
    ...manifest.optionalDependencies,
  });
  return names.filter((name) => !BUNDLED_PACKAGES.has(name)).flatMap((name) => [name, `${name}/*`]);
}

/**
 * Our modules find their neighbours (schemas/, src/rich-text/, the project root) from
 * import.meta.url: in the bundle each keeps its own source file's address. esbuild opens each
 * module's code with a `// <path>` line (the path as in the metafile); every import.meta.url after
 * it, up to the next module, becomes that file's URL. Done on the output, in one pass, instead of in
 * a plugin called for every source file.
 * @param {string} code
 * @param {string} root
 * @param {string[]} inputs
 */
function withSourceLocations(code, root, inputs) {
  const modules = new Set(inputs);
  let url = 'import.meta.url';
  return code
    .split('\n')
    .map((line) => {
      if (line.startsWith('// ') && modules.has(line.slice(3))) {
        url = JSON.stringify(pathToFileURL(path.resolve(root, line.slice(3))).href);
        return line;
      }
      return line.includes('import.meta.url') ? line.replaceAll('import.meta.url', url) : line;
    })
    .join('\n');
}

/**
 * Builds the bundle of `root` into `dir`, written aside and renamed, so a validation starting at the
 * same time loads either the old bundle or the new one, never half of one.
 * @param {string} dir
 * @param {string} root
 */
async function buildBundle(dir, root) {
  const esbuild = await import(pathToFileURL(path.join(root, 'node_modules/esbuild/lib/main.js')).href);
  const version = JSON.parse(readFileSync(path.join(root, 'node_modules/esbuild/package.json'), 'utf8')).version;
  const temporary = path.join(dir, `build-${process.pid}-${Date.now()}`);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: temporary,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'silent',
    // Every other package stays in node_modules. Named up front rather than decided by a plugin for
    // each import: every file a plugin sees costs a round trip between esbuild and Node.
    external: externalPackages(root),
    write: false,
    plugins: [
      {
        name: 'markdown-it-class-fields',
        /** @param {any} build */
        setup(build) {
          build.onLoad({ filter: MARKDOWN_IT_BUILD }, (/** @type {{ path: string }} */ { path: file }) => ({
            contents: readFileSync(file, 'utf8').replace(CLASS_FIELD, 'this.$1 = $2;'),
            loader: 'js',
          }));
        },
      },
    ],
  });
  mkdirSync(temporary, { recursive: true });
  for (const file of result.outputFiles) {
    writeFileSync(file.path, withSourceLocations(file.text, root, Object.keys(result.metafile.inputs)));
  }
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.relative(root, path.resolve(root, input)));
  const print = fingerprint(root, inputs);
  const finalDir = path.join(dir, print);
  try {
    renameSync(temporary, finalDir);
  } catch {
    // Another validation built the same bundle first: use it.
    rmSync(temporary, { recursive: true, force: true });
  }
  const manifest = path.join(dir, `${MANIFEST}.${process.pid}.tmp`);
  writeFileSync(manifest, JSON.stringify({ fingerprint: print, inputs, esbuild: version }));
  renameSync(manifest, path.join(dir, MANIFEST));
  for (const name of readdirSync(dir)) {
    if (name !== print && name !== MANIFEST && !name.includes('.tmp') && !name.startsWith('build-')) {
      rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }
  return finalDir;
}

/**
 * Where the validate bundle of the project at `root` is kept, beside validation's own cache: one
 * folder per project folder, since git worktrees may share one node_modules.
 * @param {string} root
 */
export function validateBundleCacheDir(root) {
  const name = createHash('sha256').update(root).digest('hex').slice(0, 12);
  return path.join(root, 'node_modules/.cache/page-engine/validate-bundle', name);
}

/**
 * The folder holding `validate.mjs` and `rich-text-worker.mjs` for the project at `root`, built
 * first when missing or out of date; `cacheDir` is validateBundleCacheDir(root) for `npm run validate`.
 * @param {{ root: string; cacheDir: string }} options
 * @returns {Promise<string>}
 */
export async function freshValidateBundle({ root, cacheDir: dir }) {
  const current = currentBundle(dir, root);
  if (current) return current;
  mkdirSync(dir, { recursive: true });
  try {
    return await buildBundle(dir, root);
  } catch (error) {
    console.error(`Could not bundle npm run validate (${String(error)}).`);
    throw error;
  }
}
