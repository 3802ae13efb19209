import type { EditorState, ProjectLists } from '../editor-state';

/** Pages, routes, images or site references as the server listed them. */
export interface SetListsAction {
  type: 'setLists';
  lists: Partial<ProjectLists>;
}

export function setLists(state: EditorState, { lists }: SetListsAction): EditorState {
  return { ...state, lists: { ...state.lists, ...lists } };
}
