import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const NOT_FOUND_TEXT = 'Ooops!!! The page you are looking for is not found';

/** Big enough (> 1 KiB) that the server compresses it. */
export const FIXTURE_SCRIPT = `// fixture bundle\n${'export const robots = ["palletizer", "stacker", "conveyor"];\n'.repeat(60)}`;

/** A minimal, valid PDF: enough for a content-type check. */
const FIXTURE_PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

function page(title: string, heading: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script type="module" src="/assets/app-abc123.js"></script></head><body><h1>${heading}</h1></body></html>`;
}

/** A tiny stand-in for dist/: the shapes the real build writes (prerendered routes, hashed assets, 404.html). */
export async function writeFixtureDist(distDir: string): Promise<void> {
  const files: Record<string, string> = {
    'index.html': page('Home', 'Fixture home page'),
    '404.html': page('Page not found', `404 ${NOT_FOUND_TEXT}`),
    'product/smart-robotic-details/index.html': page('Smart Robotic', 'Fixture smart robotic details'),
    'assets/app-abc123.js': FIXTURE_SCRIPT,
    'brochures/vertical-lift-pallet.pdf': FIXTURE_PDF,
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
    '.build-stamp': String(Date.now()),
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(distDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}
