import { describe, expect, it } from 'vitest';
import { brochureFormErrors, emptyBrochureForm, toBrochureLead } from './brochure-lead';

const brochure = '/brochures/vertical-lift-pallet.pdf';
const filled = { name: 'Rahul Iyer', email: 'rahul@example.com', mobile: '9876543210', website: '' };

describe('brochure form rules (generated from brochure-lead.schema.json)', () => {
  it('accepts a lead without a name (name is optional)', () => {
    expect(brochureFormErrors({ ...filled, name: '' }, brochure)).toEqual({});
  });

  it('requires e-mail and mobile', () => {
    expect(brochureFormErrors(emptyBrochureForm, brochure)).toEqual({
      email: 'Enter your e-mail address',
      mobile: 'Enter a 10-digit mobile number',
    });
  });

  it.each(['987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij'])(
    'refuses the mobile number %j (exactly 10 digits)',
    (mobile) => {
      expect(brochureFormErrors({ ...filled, mobile }, brochure)).toEqual({ mobile: 'Enter a 10-digit mobile number' });
    },
  );

  it.each(['Rahul@example.com', 'rahul@Example.com', 'rahul@example.c', 'rahul@example', 'rahul example.com'])(
    'refuses the e-mail %j (the lowercase pattern)',
    (email) => {
      expect(brochureFormErrors({ ...filled, email }, brochure)).toEqual({
        email: 'Use a lowercase e-mail address like name@company.com',
      });
    },
  );

  it('builds the exact request body, adding the honeypot only when filled', () => {
    expect(toBrochureLead(filled, brochure)).toEqual({
      name: 'Rahul Iyer',
      email: 'rahul@example.com',
      mobile: '9876543210',
      query: 'pdf',
      brochure,
    });
    expect(toBrochureLead({ ...filled, website: 'x' }, brochure)).toHaveProperty('website', 'x');
  });
});
