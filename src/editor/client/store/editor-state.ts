import type { Conflict } from '../document/ConflictModal';
import { startHistory, type EditHistory } from '../document/edit-history';
import type { Json } from '../document/json-pointer';
import type {
  CheckResponse,
  CollectionListing,
  ImageInfo,
  PagesResponse,
  Problem,
  SiteReference,
} from '../server-api/types';

export interface OpenDocument {
  file: string;
  /** The version (sha256 of the bytes) the author's edits are based on: what Save sends as baseVersion. */
  baseVersion: string;
  /** The data as last opened or saved (without editor identities): unsaved changes are differences from it. */
  savedData: Json;
  migratedFrom?: number;
}

/** What the editor shows around the document; list items are named by their editor identity. */
export interface UiState {
  /** Unfolded blocks, by item identity (see document/item-ids.ts). */
  openItems: ReadonlySet<string>;
  selectedItem: string | undefined;
  saving: boolean;
  conflict: Conflict | undefined;
  /** A file the author asked to open while there were unsaved changes. */
  pendingSwitch: string | undefined;
  /** Problems the server gave when it refused a save. */
  saveProblems: Problem[] | undefined;
  message: string | undefined;
}

/** The project's lists, read from the server once and after changes. */
export interface ProjectLists {
  listing: PagesResponse | undefined;
  /** Every collection with its entries, newest first. */
  collections: CollectionListing[];
  routes: string[];
  images: ImageInfo[];
  siteReferences: SiteReference[];
}

/** The live check (server validation and preview data) of the latest edits. */
export interface CheckState {
  /** The document (by identity, with item ids) the shown result is about. */
  checkedDoc: Json | undefined;
  result: CheckResponse | undefined;
  /** The document the last answer (result or error) was about: the check is pending while it is not the present one. */
  answeredDoc: Json | undefined;
  error: string | undefined;
}

export interface EditorState {
  open: OpenDocument | undefined;
  /** The document being edited, with item identities, and its undo/redo steps. */
  history: EditHistory;
  ui: UiState;
  lists: ProjectLists;
  check: CheckState;
}

export const emptyUi: UiState = {
  openItems: new Set(),
  selectedItem: undefined,
  saving: false,
  conflict: undefined,
  pendingSwitch: undefined,
  saveProblems: undefined,
  message: undefined,
};

export const noCheck: CheckState = {
  checkedDoc: undefined,
  result: undefined,
  answeredDoc: undefined,
  error: undefined,
};

export function initialEditorState(): EditorState {
  return {
    open: undefined,
    history: startHistory(null),
    ui: emptyUi,
    lists: { listing: undefined, collections: [], routes: [], images: [], siteReferences: [] },
    check: noCheck,
  };
}
