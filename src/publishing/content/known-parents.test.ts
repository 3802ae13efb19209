import { expect, it } from 'vitest';
import { KNOWN_PARENTS_KEPT, knownAncestor, rememberParent } from './known-parents.ts';

const id = (name: string) => name.padEnd(40, '0');

it('knows a commit behind a chain of remembered saves, and leaves anything else to git', () => {
  rememberParent(id('b'), id('a'));
  rememberParent(id('c'), id('b'));
  expect(knownAncestor(id('a'), id('c'))).toBe(true);
  expect(knownAncestor(id('c'), id('c'))).toBe(true);
  expect(knownAncestor(id('c'), id('a'))).toBe(false); // a descendant is never an ancestor
  expect(knownAncestor(id('f'), id('c'))).toBe(false); // not remembered: unknown
});

it('forgets the oldest saves beyond what it keeps', () => {
  rememberParent(id('1'), id('0'));
  for (let n = 0; n < KNOWN_PARENTS_KEPT; n += 1) rememberParent(`x${n}y`.padEnd(40, '0'), id('9'));
  expect(knownAncestor(id('0'), id('1'))).toBe(false);
});
