import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { startEditor, type RunningEditor } from '../../src/editor/server/start-editor';
import { copyBaseFixture } from '../support/base-fixture';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Two pages the base fixture lacks and the editor tests need: one at a nested route, and one that
 * links to it, so a move has a link to rewrite and a deletion has a link to refuse for.
 */
export const editorFixturePages: Record<string, string> = {
  'pages/product/conveyors.json': `{
  "$schema": "../../schemas/page.schema.json",
  "schemaVersion": ${CURRENT_SCHEMA_VERSION},
  "title": "Conveyors",
  "description": "Belt and roller conveyors that carry cartons between the machines of a packing line.",
  "blocks": [
    {
      "type": "section",
      "anchor": "options",
      "heading": "Conveyors",
      "headingLevel": 1,
      "paragraphs": ["Belt and roller conveyors, built to the length of your line."]
    }
  ]
}
`,
  'pages/contact.json': `{
  "$schema": "../schemas/page.schema.json",
  "schemaVersion": ${CURRENT_SCHEMA_VERSION},
  "title": "Contact",
  "description": "Write to the sales team or call us about a conveyor, a palletizing cell or a whole line.",
  "blocks": [
    {
      "type": "section",
      "heading": "Talk to us",
      "headingLevel": 1,
      "paragraphs": ["Tell us about your line and we will suggest a layout."],
      "links": [{ "label": "Conveyors we build", "href": "/product/conveyors" }]
    }
  ]
}
`,
};

/**
 * A throw-away project for the editor to change: tests/fixtures/base (home, about, not-found, their
 * images), `editorFixturePages`, the engine's schemas and placeholders. Never the live pages an author may change.
 */
export function copyProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'page-editor-'));
  copyBaseFixture(root);
  for (const [file, text] of Object.entries(editorFixturePages)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  // The engine's schemas, and the placeholder images `npm run new-page` templates point at.
  cpSync(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  cpSync(path.join(repoRoot, 'public/images/placeholders'), path.join(root, 'public/images/placeholders'), {
    recursive: true,
  });
  return root;
}

/** One hash of every file under `root` (paths and bytes): equal before and after means nothing changed. */
export function treeHash(root: string): string {
  const hash = createHash('sha256');
  const entries = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => ({ file: path.join(entry.parentPath, entry.name), link: entry.isSymbolicLink() }))
    .sort((a, b) => a.file.localeCompare(b.file));
  for (const { file, link } of entries) {
    hash.update(path.relative(root, file));
    hash.update(link ? `-> ${readlinkSync(file)}` : readFileSync(file));
  }
  return hash.digest('hex');
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any route, asserted by the tests
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface EditorUnderTest {
  root: string;
  editor: RunningEditor;
  origin: string;
  /**
   * An HTTP request as the editor's own page sends it (Host 127.0.0.1:port, Origin the editor's)
   * unless `headers` says otherwise; node:http, since fetch may not set Host.
   */
  call(
    method: string,
    pathAndQuery: string,
    options?: { json?: unknown; body?: Buffer | string; headers?: Record<string, string | undefined> },
  ): Promise<Answer>;
  read(file: string): string;
}

/**
 * For one test file: a copy of the project (or the project `makeRoot` returns, such as a fixture
 * copy) and the editor on a free loopback port, stopped and removed after.
 */
export function editorUnderTest(options: { withClient?: boolean; makeRoot?: () => string } = {}): EditorUnderTest {
  const under = {} as EditorUnderTest;
  beforeAll(async () => {
    under.root = (options.makeRoot ?? copyProject)();
    under.editor = await startEditor({ root: under.root, port: 0, withClient: options.withClient ?? false });
    under.origin = `http://127.0.0.1:${under.editor.port}`;
  }, 120_000);
  afterAll(async () => {
    await under.editor?.close();
    if (under.root) rmSync(under.root, { recursive: true, force: true });
  });
  under.read = (file) => readFileSync(path.join(under.root, file), 'utf8');
  under.call = (method, pathAndQuery, { json, body, headers = {} } = {}) => {
    const payload = json !== undefined ? Buffer.from(JSON.stringify(json)) : body;
    const allHeaders: Record<string, string> = {};
    const defaults: Record<string, string | undefined> = {
      host: `127.0.0.1:${under.editor.port}`,
      origin: under.origin,
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    };
    for (const [name, value] of Object.entries(defaults)) if (value !== undefined) allHeaders[name] = value;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: under.editor.port, method, path: pathAndQuery, headers: allHeaders },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = undefined;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed, text, headers: response.headers });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  };
  return under;
}
