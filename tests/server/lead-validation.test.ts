import { describe, expect, it } from 'vitest';
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

  it('explains a brochure lead in terms of the brochure form only (no "message is required")', () => {
    expect(problems({ email: 'Rahul@Example.com', mobile: '98765', query: 'pdf' })).toEqual([
      {
        field: 'email',
        problem: 'must be an e-mail address in lowercase letters, for example rahul@example.com',
      },
      { field: 'mobile', problem: 'must be exactly 10 digits, for example 9876543210' },
    ]);
  });

  it('explains a contact query in terms of the contact form only (no "mobile is required")', () => {
    expect(problems({ name: ' ', email: 'priya', type: 'query' })).toEqual([
      { field: 'message', problem: 'is required' },
      { field: 'name', problem: 'must not be blank' },
      { field: 'email', problem: 'must be a valid e-mail address, for example priya@example.com' },
    ]);
  });

  it('names the field that tells the forms apart when neither is sent', () => {
    expect(problems({ name: 'A', email: 'a@example.com', message: 'Hi' })).toEqual([
      { field: 'type', problem: 'is required' },
    ]);
    expect(problems({ email: 'a@example.com', mobile: '9876543210' })).toEqual([
      { field: 'query', problem: 'is required' },
    ]);
  });

  it('reports wrong constants, unknown fields and lengths in plain words', () => {
    expect(problems({ ...validContact, type: 'pdf', extra: 1, message: 'x'.repeat(5001) })).toEqual([
      { field: 'extra', problem: 'is not a field this form sends' },
      { field: 'message', problem: 'must be at most 5000 characters' },
      { field: 'type', problem: 'must be "query"' },
    ]);
  });

  it.each([null, 'text', 42, [validContact]])('rejects a body that is not an object: %j', (body) => {
    expect(problems(body)).toEqual([{ field: 'body', problem: 'must be a JSON object of form fields' }]);
  });
});
