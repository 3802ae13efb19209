import { rmSync } from 'node:fs';
import { afterEach, beforeEach } from 'vitest';
import type { Problem } from '../../src/build/validation/problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { copyProject } from '../page-editor/editor-test-project';

export interface EditorProjectEachTest {
  /** The current test's copy of the editor test project (valid inside a test). */
  readonly root: string;
  /** The errors `npm run validate` reports for that copy (warnings left out), at `now` where given. */
  errors(now?: Date): Promise<Problem[]>;
}

/**
 * A fresh copy of the editor test project (tests/page-editor/editor-test-project.ts) for every test of
 * a file, removed after it: for tests of the editor's file operations (move, delete, rename), which
 * change the project and check it still validates.
 */
export function editorProjectEachTest(): EditorProjectEachTest {
  let root: string | undefined;
  beforeEach(() => {
    root = copyProject();
  });
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });
  const current = () => {
    if (!root) throw new Error('the editor test project is made in beforeEach: use it inside a test');
    return root;
  };
  return {
    get root() {
      return current();
    },
    async errors(now) {
      const { problems } = await validateProject({ root: current(), now });
      return problems.filter((problem) => problem.severity === 'error');
    },
  };
}
