import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { adminClientIsCurrent, writeAdminClientStamp } from './admin-client-stamp';

/** This engine's folder, whatever the content folder is. */
const engineRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The admin app's sources: index.html and admin-main.tsx are its entry. */
export const adminClientDir = path.join(engineRoot, 'src/admin/client');

export interface BuildAdminClientOptions {
  /** A folder of its own (emptied on each build), never dist/: the public site must not contain the admin. */
  outDir: string;
  log?(line: string): void;
}

export interface BuildAdminClientResult {
  /** False when outDir already held a build of today's sources. */
  built: boolean;
  ms: number;
}

/**
 * The admin app (/admin/) as a production Vite build with base `/admin/`, skipped when the stamp
 * in outDir says it was built from exactly today's sources and packages.
 */
export async function buildAdminClient({
  outDir,
  log = console.log,
}: BuildAdminClientOptions): Promise<BuildAdminClientResult> {
  const started = performance.now();
  const target = path.resolve(outDir);
  const dist = path.join(engineRoot, 'dist');
  if (target === dist || target.startsWith(`${dist}${path.sep}`))
    throw new Error(`The admin app is never built into dist/ (the public site): choose another folder than ${outDir}.`);
  if (await adminClientIsCurrent(target, engineRoot)) return { built: false, ms: performance.now() - started };

  log('Building the admin app (/admin/)...');
  const inputs = new Set<string>([
    path.join(adminClientDir, 'index.html'),
    fileURLToPath(import.meta.url),
    path.join(engineRoot, 'package-lock.json'),
  ]);
  await build({
    configFile: false,
    root: adminClientDir,
    base: '/admin/',
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    cacheDir: path.join(engineRoot, 'node_modules/.vite-admin'),
    plugins: [react(), recordSourceFiles(inputs)],
    build: {
      outDir: target,
      emptyOutDir: true,
      // One app for a few signed-in people, Mantine included: a large bundle is expected, not a mistake.
      chunkSizeWarningLimit: 2000,
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  await writeAdminClientStamp(target, engineRoot, inputs);
  return { built: true, ms: performance.now() - started };
}

/** Collects the project files the bundle was made of (node_modules are covered by package-lock.json). */
function recordSourceFiles(inputs: Set<string>): Plugin {
  return {
    name: 'admin-client-source-files',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const file = id.split('?')[0]!;
          if (path.isAbsolute(file) && !file.includes(`${path.sep}node_modules${path.sep}`) && existsSync(file))
            inputs.add(file);
        }
      }
    },
  };
}
