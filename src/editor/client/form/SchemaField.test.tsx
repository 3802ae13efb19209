import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Json } from '../document/json-pointer';
import { renderDocument } from './form-harness.testing';

// Every construct the schemas use, round-tripped: a value is loaded, shown, changed through its
// widget, and what the form would write keeps its JSON type and passes the schema check.

type Block = { [key: string]: Json };

const pageWith = (...blocks: Block[]): Json => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 4,
  title: 'Fixture page',
  description: 'A page of the form tests: one of each kind of field an author meets in the editor.',
  blocks,
});

const blocksOf = (doc: Json) => (doc as { blocks: Block[] }).blocks;

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the generated form writes what it shows, with the JSON type the schema asks for', () => {
  it('an integer enum: shows the stored 1 in words, and writes the integer 3, never "3"', async () => {
    const form = renderDocument('page', pageWith({ type: 'section', heading: 'We are', headingLevel: 1 }));
    const select = screen.getByRole('combobox', { name: 'Heading level' });
    expect(select).toHaveProperty('value', 'Main page heading');
    await choose('Heading level', 'Sub-heading');
    expect(blocksOf(form.current())[0]!.headingLevel).toBe(3);
    expect(form.schemaErrors()).toBe('');
  });

  it('an optional enum left unset shows its default as a hint; deselecting it removes the field', async () => {
    const form = renderDocument('page', pageWith({ type: 'section', heading: 'We are' }));
    const select = screen.getByRole('combobox', { name: 'Heading level' });
    expect(select).toHaveProperty('value', '');
    expect(select).toHaveProperty('placeholder', 'Default: Section heading');
    await choose('Heading level', 'Main page heading');
    expect(blocksOf(form.current())[0]!.headingLevel).toBe(1);
    // Choosing the chosen option again deselects it (Mantine's allowDeselect): the default applies.
    await choose('Heading level', 'Main page heading');
    expect(blocksOf(form.current())[0]).not.toHaveProperty('headingLevel');
    expect(form.schemaErrors()).toBe('');
  });

  it('a string enum writes the string chosen', async () => {
    const form = renderDocument('page', pageWith({ type: 'notice', heading: 'No openings', paragraphs: ['Not now.'] }));
    await choose('Tone', 'warning');
    expect(blocksOf(form.current())[0]!.tone).toBe('warning');
    expect(form.schemaErrors()).toBe('');
  });
});
