import { describe, expect, it } from 'vitest';
import { brochureFormErrors } from '../../src/browser/forms/brochure-lead.ts';
import { contactFormErrors } from '../../src/browser/forms/contact-form-errors.ts';
import { createLeadValidator } from '../../src/server/lead-validation.ts';
import { validBrochure, validContact } from './helpers/lead-api-contract.ts';

const validate = createLeadValidator();

function problems(body: unknown) {
  const check = validate(body);
  if (check.ok) throw new Error('expected the body to be rejected');
  return check.errors;
}

describe('createLeadValidator', () => {
  it('accepts both forms exactly as the schemas describe them', () => {
    expect(validate(validContact)).toEqual({ ok: true, lead: validContact });
    expect(validate(validBrochure)).toEqual({ ok: true, lead: validBrochure });
  });

  it('explains a brochure lead in terms of the brochure form only (no "message is required"), in its own words', () => {
    const body = { email: 'rahul@example', mobile: '98765', query: 'pdf' };
    const visitorSees = brochureFormErrors({ name: '', email: body.email, mobile: body.mobile, website: '' }, '');
    expect(problems(body)).toEqual([
      { field: 'email', problem: visitorSees.email },
      { field: 'mobile', problem: visitorSees.mobile },
    ]);
    expect(visitorSees.email).toContain('name@company.com');
  });

  it('explains a contact query in terms of the contact form only (no "mobile is required"), in its own words', () => {
    const body = { name: ' ', email: 'priya', type: 'query' };
    const visitorSees = contactFormErrors({ name: body.name, email: body.email, message: '', website: '' });
    expect(problems(body)).toEqual([
      { field: 'name', problem: visitorSees.name },
      { field: 'email', problem: visitorSees.email },
      { field: 'message', problem: visitorSees.message },
    ]);
  });

  it('names the field that tells the forms apart when neither is sent, with its value', () => {
    expect(problems({ name: 'A', email: 'a@example.com', message: 'Hi' })).toEqual([
      { field: 'type', problem: expect.stringContaining('"query"') },
    ]);
    expect(problems({ email: 'a@example.com', mobile: '9876543210' })).toEqual([
      { field: 'query', problem: expect.stringContaining('"pdf"') },
    ]);
  });

  it('reports wrong constants, unknown fields and lengths in plain words', () => {
    expect(problems({ ...validContact, type: 'pdf', extra: 1, message: 'x'.repeat(5001) })).toEqual([
      { field: 'extra', problem: 'is not a field this form sends' },
      { field: 'message', problem: expect.stringContaining('5000 characters') },
      { field: 'type', problem: expect.stringContaining('"query"') },
    ]);
  });

  it('takes every field message from the schema: no AJV wording reaches a visitor', () => {
    const bodies = [
      { email: 'Rahul@Example.com', mobile: '98765', query: 'pdf', name: 'x'.repeat(101), brochure: 'a.pdf' },
      { name: '', email: 'x'.repeat(255), message: ' ', type: 'x', website: 'y'.repeat(201) },
    ];
    for (const body of bodies) {
      for (const { problem } of problems(body)) expect(problem).not.toMatch(/^must (be|match|NOT|have)/);
    }
  });

  it.each([null, 'text', 42, [validContact]])('rejects a body that is not an object: %j', (body) => {
    expect(problems(body)).toEqual([{ field: 'body', problem: 'must be a JSON object of form fields' }]);
  });
});
