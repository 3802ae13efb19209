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

  it.each(['987654321', '98765432101', '+9198765432', '0098765 43210', 'abcdefghij'])(
    'refuses the mobile number %j (10 digits once spaces, dashes and +91 or 0 are dropped)',
    (mobile) => {
      expect(brochureFormErrors({ ...filled, mobile }, brochure)).toEqual({ mobile: 'Enter a 10-digit mobile number' });
    },
  );

  it.each(['rahul@example.c', 'rahul@example', 'rahul example.com'])('refuses the e-mail %j', (email) => {
    expect(brochureFormErrors({ ...filled, email }, brochure)).toHaveProperty('email');
  });

  it.each(['RAVI@Example.com', ' ravi@example.com '])('accepts the e-mail %j and sends it lower-cased', (email) => {
    expect(brochureFormErrors({ ...filled, email }, brochure)).toEqual({});
    expect(toBrochureLead({ ...filled, email }, brochure).email).toBe('ravi@example.com');
  });

  it.each(['9876543210', '98765 43210', '+91 98765 43210', '098765-43210', '+91-98765-43210'])(
    'accepts the mobile %j and sends its 10 digits',
    (mobile) => {
      expect(brochureFormErrors({ ...filled, mobile }, brochure)).toEqual({});
      expect(toBrochureLead({ ...filled, mobile }, brochure).mobile).toBe('9876543210');
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
