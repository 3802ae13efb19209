import { describe, expect, it } from 'vitest';
import { normalizeLeadBody } from '../../src/server/normalize-lead.ts';
import { validBrochure, validContact } from './helpers/lead-api-contract.ts';

describe("normalizeLeadBody (the spec's rules apply to what is stored)", () => {
  it.each([
    ['RAVI@Example.com', 'ravi@example.com'],
    ['  ravi@example.com\n', 'ravi@example.com'],
  ])('lower-cases and trims the e-mail %j', (email, expected) => {
    expect(normalizeLeadBody({ ...validContact, email })).toEqual({ ...validContact, email: expected });
  });

  it.each(['98765 43210', '+91 98765 43210', '098765-43210', '+919876543210', '9876543210'])(
    'reduces the mobile %j to its 10 digits',
    (mobile) => {
      expect(normalizeLeadBody({ ...validBrochure, mobile })).toEqual({ ...validBrochure, mobile: '9876543210' });
    },
  );

  it('leaves what is not a lead object, and fields that are not strings, for validation to refuse', () => {
    expect(normalizeLeadBody([validContact])).toEqual([validContact]);
    expect(normalizeLeadBody(null)).toBeNull();
    expect(normalizeLeadBody({ ...validBrochure, mobile: 9876543210 })).toEqual({
      ...validBrochure,
      mobile: 9876543210,
    });
  });

  it('does not change the body it was given', () => {
    const body = { ...validBrochure, email: 'RAVI@Example.com' };
    normalizeLeadBody(body);
    expect(body.email).toBe('RAVI@Example.com');
  });
});
