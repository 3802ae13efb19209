import { describe, expect, it } from 'vitest';
import { loadContractValidator } from './contract-validator';

/** A contract with a requirement missing its words, one of the wrong shape and an unknown field. */
const brokenContract = {
  requirements: [
    { id: 'home-route', spec: '§1', route: '/' },
    { id: 42, spec: '§2', says: 'The home page exists.', count: 'three' },
    { id: 'extra', spec: '§3', says: 'Something.', colour: 'red' },
  ],
};

describe('the site contract validator generated beforehand (npm run gen:validators)', () => {
  it('gives exactly the errors of the validator AJV compiles from the schema', () => {
    const prebuilt = loadContractValidator();
    const compiled = loadContractValidator('/nowhere/site-contract.cjs');
    // AJV hangs its schema environment on what it compiles; generated code has none.
    expect(prebuilt).not.toHaveProperty('schemaEnv');
    expect(compiled).toHaveProperty('schemaEnv');
    expect(compiled(brokenContract)).toBe(false);
    expect(prebuilt(brokenContract)).toBe(false);
    expect(prebuilt.errors).toEqual(compiled.errors);
    expect(prebuilt.errors!.length).toBeGreaterThan(2);
  });

  it('accepts what the compiled validator accepts', () => {
    const contract = { requirements: [{ id: 'home-route', spec: '§1', says: 'The home page exists.', route: '/' }] };
    expect(loadContractValidator('/nowhere/site-contract.cjs')(contract)).toBe(true);
    expect(loadContractValidator()(contract)).toBe(true);
  });
});
