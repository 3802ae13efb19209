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
}
