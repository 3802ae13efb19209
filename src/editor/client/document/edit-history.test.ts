import { describe, expect, it } from 'vitest';
import { historyReducer, startHistory, type EditHistory } from './edit-history';

function run(state: EditHistory, ...actions: Parameters<typeof historyReducer>[1][]) {
  return actions.reduce(historyReducer, state);
}

describe('undo/redo history', () => {
  it('undoes and redoes edits in order; a new edit drops what could be redone', () => {
    let state = run(startHistory('a'), { kind: 'edit', doc: 'b' }, { kind: 'edit', doc: 'c' }, { kind: 'undo' });
    expect(state.present).toBe('b');
    state = run(state, { kind: 'redo' });
    expect(state.present).toBe('c');
    state = run(state, { kind: 'undo' }, { kind: 'undo' }, { kind: 'undo' });
    expect(state.present).toBe('a');
    state = run(state, { kind: 'edit', doc: 'x' }, { kind: 'redo' });
    expect(state.present).toBe('x');
    expect(state.future).toEqual([]);
  });

  it('typing into one field is one step; another field starts a new one', () => {
    const state = run(
      startHistory(''),
      { kind: 'edit', doc: 'H', mergeKey: '/title' },
      { kind: 'edit', doc: 'He', mergeKey: '/title' },
      { kind: 'edit', doc: 'Hey', mergeKey: '/title' },
      { kind: 'edit', doc: 'Hey!', mergeKey: '/description' },
    );
    expect(run(state, { kind: 'undo' }).present).toBe('Hey');
    expect(run(state, { kind: 'undo' }, { kind: 'undo' }).present).toBe('');
  });

  it('reset (a file opened or reloaded) forgets the history', () => {
    const state = run(startHistory('a'), { kind: 'edit', doc: 'b' }, { kind: 'reset', doc: 'z' }, { kind: 'undo' });
    expect(state.present).toBe('z');
  });
});
