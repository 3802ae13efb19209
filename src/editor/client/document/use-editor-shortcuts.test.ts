import { describe, expect, it } from 'vitest';
import { shortcutOf } from './use-editor-shortcuts';

const key = (k: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('undo/redo keys', () => {
  it('Ctrl/Cmd+Z undoes; Shift+Ctrl/Cmd+Z and Ctrl+Y redo; other keys do nothing', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(key('z', { metaKey: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutOf(key('z'))).toBeUndefined();
    expect(shortcutOf(key('z', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });
});
