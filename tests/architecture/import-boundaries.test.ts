/**
 * The folder layout is the architecture only while imports respect it: the linter in `npm test`
 * rejects a browser module that reaches build or server code, a server module that reaches build
 * code, and any import cycle. These lint deliberately wrong code to prove the rules are live.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const eslint = new ESLint({ cwd: root, ignore: false });
// The modules linted below exist only as text: no-cycle needs files on disk to follow and is tested on its own.
const eslintForText = new ESLint({ cwd: root, ignore: false, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function lintAs(file: string, code: string) {
  const [result] = await eslintForText.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const wrongImports = [
  {
    from: 'src/browser/blocks/Banner/Wrong.tsx',
    code: "import { formatProblem } from '../../../build/validation/format-problem';\nexport const x = formatProblem;\n",
    says: 'src/browser/ must not import src/build/',
  },
  {
    from: 'src/browser/app/Wrong.tsx',
    code: "import { createServer } from '../../server/create-server';\nexport const x = createServer;\n",
    says: 'src/browser/ must not import src/server/',
  },
  {
    from: 'src/server/wrong.ts',
    code: "import { buildIfStale } from '../build/build-if-stale';\nexport const x = buildIfStale;\n",
    says: 'src/server/ must not import src/build/',
  },
  {
    from: 'src/build/wrong.ts',
    code: "import { openStore } from '../server/storage/open-store';\nexport const x = openStore;\n",
    says: 'src/build/ must not import src/server/',
  },
  {
    from: 'src/browser/app/WrongEditor.tsx',
    code: "import { fileVersion } from '../../editor/server/file-version';\nexport const x = fileVersion;\n",
    says: 'src/browser/ must not import src/editor/',
  },
  {
    from: 'src/server/wrong-editor.ts',
    code: "import { startEditor } from '../editor/server/start-editor';\nexport const x = startEditor;\n",
    says: 'src/server/ must not import src/editor/',
  },
  {
    from: 'src/build/wrong-editor.ts',
    code: "import { refusalReason } from '../editor/server/request-guard';\nexport const x = refusalReason;\n",
    says: 'src/build/ must not import src/editor/',
  },
  {
    from: 'src/editor/client/Wrong.tsx',
    code: "import { validateProject } from '../../build/validation/validate-project';\nexport const x = validateProject;\n",
    says: 'src/editor/client/ must not import src/build/',
  },
  {
    from: 'src/editor/client/WrongServer.tsx',
    code: "import { fileVersion } from '../server/file-version';\nexport const x = fileVersion;\n",
    says: 'src/editor/client/ must not import src/editor/server/',
  },
  {
    from: 'src/editor/server/wrong.ts',
    code: "import { createServer } from '../../server/create-server';\nexport const x = createServer;\n",
    says: 'src/editor/server/ must not import src/server/',
  },
  {
    from: 'src/editor/shared/wrong.ts',
    code: "import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';\nexport const x = NOT_FOUND_ROUTE;\n",
    says: 'src/editor/shared/ must not import src/browser/',
  },
  {
    from: 'src/schema/wrong.ts',
    code: "import { loadSchemas } from '../build/validation/load-schemas';\nexport const x = loadSchemas;\n",
    says: 'src/schema/ must not import src/build/',
  },
  {
    from: 'src/schema/wrong-browser.ts',
    code: "import { NOT_FOUND_ROUTE } from '../browser/app/not-found-route';\nexport const x = NOT_FOUND_ROUTE;\n",
    says: 'src/schema/ must not import src/browser/',
  },
  {
    from: 'src/schema/wrong-node.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    says: 'src/schema/ runs in the browser too',
  },
];

describe('import boundaries between runtimes', () => {
  it.each(wrongImports)('rejects $says ($from)', async ({ from, code, says }) => {
    expect(await lintAs(from, code)).toContainEqual(expect.stringContaining(says));
  });

  it('allows the build to import browser code (the prerenderer renders the React tree)', async () => {
    const code =
      "import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';\nexport const x = NOT_FOUND_ROUTE;\n";
    expect(await lintAs('src/build/prerender/fine.ts', code)).toEqual([]);
  });

  it('allows the editor server to import build code (validation, migrations, scaffold)', async () => {
    const code =
      "import { validateProject } from '../../build/validation/validate-project';\nexport const x = validateProject;\n";
    expect(await lintAs('src/editor/server/fine.ts', code)).toEqual([]);
  });

  it("allows the editor client to import the site's browser code (the preview renders it)", async () => {
    const code =
      "import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';\nexport const x = NOT_FOUND_ROUTE;\n";
    expect(await lintAs('src/editor/client/Fine.tsx', code)).toEqual([]);
  });

  it('allows every runtime to import the schema layer', async () => {
    const code = "import { fieldTitle } from '../../schema/field-title';\nexport const x = fieldTitle;\n";
    expect(await lintAs('src/browser/app/Fine.tsx', code)).toEqual([]);
    expect(await lintAs('src/server/storage/fine.ts', code)).toEqual([]);
    expect(await lintAs('src/build/pages/fine.ts', code)).toEqual([]);
  });

  it('allows a test beside browser code to import test helpers', async () => {
    const code = "import { testSite } from '../../../../tests/blocks/test-site';\nexport const x = testSite;\n";
    expect(await lintAs('src/browser/blocks/Banner/Fine.test.tsx', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are rejected wherever they are', async () => {
    const [result] = await eslint.lintFiles(['tests/fixtures/architecture/cycle/first.ts']);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
  });
});
