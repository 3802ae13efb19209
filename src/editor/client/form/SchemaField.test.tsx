import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enumOptions } from '../../../schema';
import type { Json } from '../document/json-pointer';
import { fieldId } from './form-context';
import { renderDocument, testRegistry } from './form-harness.testing';

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

/** The input of the field at a pointer, as the editor's problem list finds it. */
const input = (pointer: string) => document.getElementById(fieldId(pointer)) as HTMLInputElement;
const inBlock = (index: number) => within(document.getElementById(`block-card-${index}`)!);
const inField = (pointer: string) => within(input(pointer));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// Typing re-renders the whole form per keystroke in jsdom: slower than the default 5 s allows.
describe('the generated form writes what it shows, with the JSON type the schema asks for', { timeout: 30_000 }, () => {
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
    // The option's words are the schema's (x-enumTitles when it gives them), its value the enum's.
    const tone = testRegistry.child(testRegistry.block('notice')!, 'tone')!;
    await choose('Tone', enumOptions(tone).find((option) => option.value === 'warning')!.label);
    expect(blocksOf(form.current())[0]!.tone).toBe('warning');
    expect(form.schemaErrors()).toBe('');
  });

  it('a boolean writes true or false', async () => {
    const image = { src: '/images/placeholders/item.svg', alt: 'A robot arm at work' };
    const form = renderDocument('page', pageWith({ type: 'section', heading: 'We are', image }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Decorative' }));
    expect(blocksOf(form.current())[0]!.image).toEqual({ ...image, decorative: true });
    expect(form.schemaErrors()).toBe('');
  });

  it('an integer writes a number; emptied, an optional one is removed (its default applies)', async () => {
    const form = renderDocument('page', pageWith({ type: 'cardGrid', cards: [{ id: 'one', title: 'One' }] }));
    const columns = screen.getByRole('textbox', { name: 'Columns' });
    await userEvent.type(columns, '4');
    expect(blocksOf(form.current())[0]!.columns).toBe(4);
    expect(form.schemaErrors()).toBe('');
    await userEvent.clear(columns);
    expect(blocksOf(form.current())[0]).not.toHaveProperty('columns');
  });

  it('texts, a nested object and its enum: the page title, a card’s date badge', async () => {
    const card = { id: 'one', title: 'One', dateBadge: { day: 3, month: 'Jan' } };
    const form = renderDocument('page', pageWith({ type: 'cardGrid', variant: 'blog', cards: [card] }));
    await userEvent.clear(input('/title'));
    await userEvent.type(input('/title'), 'Our news');
    const day = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.clear(day);
    await userEvent.type(day, '14');
    // The select shows the month's name (x-enumTitles); the file keeps the short form.
    await choose('Month', 'March');
    expect((form.current() as { title: string }).title).toBe('Our news');
    expect(blocksOf(form.current())[0]!.cards).toEqual([{ ...card, dateBadge: { day: 14, month: 'Mar' } }]);
    expect(form.schemaErrors()).toBe('');
  });

  it('a list of strings: each item is labelled "Bullet point 2", never "Bullet points item 1", and writes strings', async () => {
    // Bullet points: plain texts (paragraphs are rich text, with their own control).
    const form = renderDocument('page', pageWith({ type: 'section', heading: 'We are', bullets: ['One', 'Two'] }));
    const second = screen.getByRole('textbox', { name: 'Bullet point 2' });
    await userEvent.type(second, ' more');
    expect(blocksOf(form.current())[0]!.bullets).toEqual(['One', 'Two more']);
    expect(screen.queryByText(/item 1/)).toBeNull();
    expect(form.schemaErrors()).toBe('');
  });

  it('a list of objects: a card’s fields write into that card', async () => {
    const cards: Block[] = [
      { id: 'one', title: 'One' },
      { id: 'two', title: 'Two', meta: ['5 min read'] },
    ];
    const form = renderDocument('page', pageWith({ type: 'cardGrid', cards }));
    await userEvent.type(input('/blocks/0/cards/1/meta/0'), ', 2 comments');
    expect(blocksOf(form.current())[0]!.cards).toEqual([cards[0], { ...cards[1], meta: ['5 min read, 2 comments'] }]);
    expect(form.schemaErrors()).toBe('');
  });

  it('an optional group is added from its template and removed again', async () => {
    const form = renderDocument('page', pageWith({ type: 'cardGrid', cards: [{ id: 'one', title: 'One' }] }));
    await userEvent.click(inField('/blocks/0/cards/0').getByRole('button', { name: 'Add Link' }));
    const link = (blocksOf(form.current())[0]!.cards as Block[])[0]!.link as Block;
    expect(typeof link.label).toBe('string');
    expect(typeof link.href).toBe('string');
    expect(form.schemaErrors()).toBe('');
    await userEvent.click(inField('/blocks/0/cards/0').getByRole('button', { name: 'Remove Link' }));
    expect((blocksOf(form.current())[0]!.cards as Block[])[0]).toEqual({ id: 'one', title: 'One' });
  });

  it('a link target: typed or picked from the routes, written as a string', async () => {
    const card = { id: 'one', title: 'One', link: { label: 'Read about us', href: '/' } };
    const form = renderDocument('page', pageWith({ type: 'cardGrid', cards: [card] }));
    const href = input('/blocks/0/cards/0/link/href');
    expect(href.labels?.[0]?.textContent).toMatch(/^Link target/);
    await userEvent.clear(href);
    await userEvent.type(href, '/about');
    expect((blocksOf(form.current())[0]!.cards as Block[])[0]!.link).toEqual({ ...card.link, href: '/about' });
    expect(form.schemaErrors()).toBe('');
  });

  it('"+ Image" starts from the placeholder picture, never a file that does not exist, and says to choose one', async () => {
    const form = renderDocument('page', pageWith({ type: 'section', heading: 'We are' }));
    await userEvent.click(inBlock(0).getByRole('button', { name: 'Add Image' }));
    const image = blocksOf(form.current())[0]!.image as Block;
    expect(image.src).toMatch(/^\/images\/placeholders\/.+\.svg$/);
    expect(inBlock(0).getByText('Choose an image')).toBeTruthy();
    expect(form.schemaErrors()).toBe('');
  });

  it('the block union: a block added from the palette is a valid block of that type', async () => {
    const form = renderDocument('page', pageWith({ type: 'section', heading: 'We are' }));
    await choose('New block type', 'Notice');
    await userEvent.click(screen.getByRole('button', { name: 'Add block' }));
    expect(blocksOf(form.current())[1]!.type).toBe('notice');
    expect(form.schemaErrors()).toBe('');
  });

  it('a site document: developer settings are folded under Advanced with a warning', () => {
    renderDocument('site', { name: 'Fixture', baseUrl: 'https://example.com', apiBase: '/api/' });
    const advanced = document.querySelector('details[data-advanced-fields]')!;
    expect(advanced.hasAttribute('open')).toBe(false);
    expect(advanced.textContent).toContain('For developers');
    expect(advanced.querySelector('#field_2fbaseUrl')).not.toBeNull();
    expect(advanced.querySelector('#field_2fapiBase')).not.toBeNull();
    expect(advanced.querySelector('#field_2fname')).toBeNull();
  });
});
