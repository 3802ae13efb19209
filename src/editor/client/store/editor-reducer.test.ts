import { describe, expect, it } from 'vitest';
import { ITEM_ID_KEY, itemIdOf, stripItemIds } from '../document/item-ids';
import { getAt, type Json } from '../document/json-pointer';
import { editorReducer, type EditorAction } from './editor-reducer';
import { initialEditorState, type EditorState } from './editor-state';
import { selectDirty } from './selectors';

const data: Json = {
  title: 'Home',
  blocks: [
    { type: 'banner', heading: 'A' },
    { type: 'section', heading: 'B' },
    { type: 'cardGrid', heading: 'C', cards: [{ id: 'one', title: 'One' }] },
  ],
};

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

function opened(): EditorState {
  return run(initialEditorState(), {
    type: 'loadDocument',
    response: { file: 'pages/index.json', version: 'v1', text: JSON.stringify(data), data },
  });
}

const idAt = (state: EditorState, pointer: string) => itemIdOf(getAt(state.history.present, pointer));
const headings = (state: EditorState) =>
  (getAt(state.history.present, '/blocks') as { heading: string }[]).map((block) => block.heading);

describe('the editor store', () => {
  it('a loaded file gets item identities; it is not "unsaved" for having them', () => {
    const state = opened();
    expect(idAt(state, '/blocks/0')).toBeDefined();
    expect(idAt(state, '/blocks/2/cards/0')).toBeDefined();
    expect(selectDirty(state)).toBe(false);
    expect(stripItemIds(state.history.present)).toEqual(data);
  });

  it('the selected and unfolded block follow it through a move, an undo and a redo', () => {
    let state = opened();
    const section = idAt(state, '/blocks/1')!;
    state = run(
      state,
      { type: 'revealItem', id: section },
      { type: 'moveItem', listPointer: '/blocks', from: 1, to: 0 },
    );
    expect(headings(state)).toEqual(['B', 'A', 'C']);
    expect(idAt(state, '/blocks/0')).toBe(section);
    state = run(state, { type: 'undo' });
    expect(idAt(state, '/blocks/1')).toBe(section);
    state = run(state, { type: 'redo' });
    expect(idAt(state, '/blocks/0')).toBe(section);
    expect(state.ui.selectedItem).toBe(section);
    expect(state.ui.openItems.has(section)).toBe(true);
  });

  it('a duplicate is a new item (its own identity, the copy the caller made) after the original', () => {
    let state = opened();
    const original = idAt(state, '/blocks/2/cards/0')!;
    const copy = { id: 'one-2', title: 'One', [ITEM_ID_KEY]: original };
    state = run(state, { type: 'duplicateItem', listPointer: '/blocks/2/cards', index: 0, copy });
    expect(stripItemIds(getAt(state.history.present, '/blocks/2/cards')!)).toEqual([
      { id: 'one', title: 'One' },
      { id: 'one-2', title: 'One' },
    ]);
    expect(idAt(state, '/blocks/2/cards/1')).not.toBe(original);
    expect(idAt(state, '/blocks/2/cards/0')).toBe(original);
  });

  it('an added block gets an identity and opens selected; a block replaced as a whole keeps its identity', () => {
    let state = opened();
    state = run(state, {
      type: 'insertItem',
      listPointer: '/blocks',
      index: 3,
      value: { type: 'notice', message: 'TODO' },
      reveal: true,
    });
    const added = idAt(state, '/blocks/3')!;
    expect(state.ui.selectedItem).toBe(added);
    expect(state.ui.openItems.has(added)).toBe(true);
    state = run(state, { type: 'setValue', pointer: '/blocks/3', value: { type: 'section', heading: 'TODO' } });
    expect(idAt(state, '/blocks/3')).toBe(added);
    expect(selectDirty(state)).toBe(true);
  });

  it('typing into one field is one undo step; an answer about an older document is dropped', () => {
    let state = opened();
    const checked = state.history.present;
    state = run(
      state,
      { type: 'setValue', pointer: '/title', value: 'H', mergeKey: '/title' },
      { type: 'setValue', pointer: '/title', value: 'Ho', mergeKey: '/title' },
    );
    expect(getAt(run(state, { type: 'undo' }).history.present, '/title')).toBe('Home');
    const answered = run(state, {
      type: 'checkAnswered',
      doc: checked,
      result: { problems: [], preview: { page: null, site: {} } },
    });
    expect(answered).toBe(state);
  });
});
