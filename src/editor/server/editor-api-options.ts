import type { FastifyRequest } from 'fastify';

/** What the admin learns of each change the editor made: enough to commit it and to say what it was. */
export interface EditorChange {
  action: 'save' | 'create' | 'duplicate' | 'move' | 'delete' | 'upload';
  /** Project-relative, every file written or removed. */
  files: string[];
  /** One line for a history: "Saved pages/index.json". */
  summary: string;
}

export interface EditorApiOptions {
  /** The project folder this request reads (intent 'read') or writes ('write'; may create a draft). */
  workspace(request: FastifyRequest, intent: 'read' | 'write'): Promise<string>;
  /** After a successful change, still inside the write queue (the admin commits it to the draft here). */
  afterChange?(request: FastifyRequest, root: string, change: EditorChange): Promise<void>;
  /** Before any change (the admin checks the role here); throw EditorRefusal to refuse. */
  beforeChange?(request: FastifyRequest): Promise<void>;
  /**
   * A change was refused for what the folder holds (404: a file missing; 409: not the version the author opened,
   * or a name taken), nothing written. The admin writes on what its instance last knew of a draft that other
   * instances save too: it brings the folder up to date here and answers true when that changed it, and the change
   * is run once more. Unset (npm run edit): the refusal is the answer.
   */
  folderWasBehind?(request: FastifyRequest): Promise<boolean>;
}
