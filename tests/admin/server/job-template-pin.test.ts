/**
 * A new job opening's PIN code starts as a placeholder, not Pune's 411001: an author who types
 * another town must also type its PIN, or Publish refuses (the JSON-LD search engines read would
 * otherwise put the job in the wrong place).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { PlaceholdersLeft, validateForPublish } from '../../../src/admin/server/validation-gate.ts';
import { createEntry } from '../../../src/editor/server/entry-operations.ts';
import { copyBaseFixture } from '../../support/base-fixture.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("starts a new job's PIN code as a placeholder that saves but that Publish refuses", async () => {
  root = mkdtempSync(path.join(tmpdir(), 'job-pin-'));
  copyBaseFixture(root);
  const { file } = await createEntry(
    root,
    { collection: 'jobs', title: 'Robotics service engineer' },
    new Date('2026-06-01T10:00:00+05:30'),
  );
  const job = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { location: { postalCode: string } };
  expect(job.location.postalCode).toBe('TODO: PIN code');
  await expect(validateForPublish(root)).resolves.toBeUndefined(); // valid: the draft saves and previews
  const refusal = await validateForPublish(root, [file]).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(PlaceholdersLeft);
  expect((refusal as PlaceholdersLeft).problems).toContainEqual(
    expect.objectContaining({ file, field: expect.stringContaining('PIN code') }),
  );
});
