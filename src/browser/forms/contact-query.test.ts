import { describe, expect, it } from 'vitest';
import { contactFormErrors } from './contact-form-errors';
import { emptyContactForm, toContactQuery } from './contact-query';

const filled = { name: 'Priya Deshmukh', email: 'priya@example.com', message: 'Please call me.', website: '' };

describe('contact form rules (generated from contact-query.schema.json)', () => {
  it('accepts a complete query', () => {
    expect(contactFormErrors(filled)).toEqual({});
  });

  it('asks for every required field when the form is empty', () => {
    expect(contactFormErrors(emptyContactForm)).toEqual({
      name: 'Enter your name',
      email: 'Enter your e-mail address',
      message: 'Enter your message',
    });
  });

  it('treats a blank name or message as missing', () => {
    expect(contactFormErrors({ ...filled, name: '   ', message: ' \n ' })).toEqual({
      name: 'Enter your name',
      message: 'Enter your message',
    });
  });

  it.each(['priya', 'priya@', '@example.com', 'priya example.com'])('refuses the e-mail %j', (email) => {
    expect(contactFormErrors({ ...filled, email })).toEqual({
      email: 'Enter a valid e-mail address like name@company.com',
    });
  });

  it('reports the schema length limit', () => {
    expect(contactFormErrors({ ...filled, name: 'x'.repeat(101) })).toEqual({ name: 'Use at most 100 characters' });
  });

  it('builds the exact request body, adding the honeypot only when filled', () => {
    expect(toContactQuery({ ...filled, name: ' Priya Deshmukh ' })).toEqual({
      name: 'Priya Deshmukh',
      email: 'priya@example.com',
      message: 'Please call me.',
      type: 'query',
    });
    expect(toContactQuery({ ...filled, website: 'spam.example' })).toHaveProperty('website', 'spam.example');
  });
});
