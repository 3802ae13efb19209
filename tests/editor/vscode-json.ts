import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  getLanguageService,
  type CompletionItem,
  type Diagnostic,
  type Hover,
  type SchemaConfiguration,
} from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parse } from 'jsonc-parser';

/** The workspace folder VS Code would open: the project root (vitest runs from it). */
export const workspaceFolder = process.cwd();
export const workspaceFolderUri = pathToFileURL(workspaceFolder + path.sep).href;

/** file:// URI of a workspace-relative path, as VS Code names an open document. */
export const fileUri = (relativePath: string) => new URL(relativePath, workspaceFolderUri).href;

/**
 * A JSON language service wired as VS Code's JSON extension wires it: schemas are read from
 * disk by URI, and a relative `$schema` or `$ref` is resolved against the file that holds it
 * (json-language-features' `resolveRelativePath`), never against the schema's `$id`.
 */
export function createJsonEditor(schemas: SchemaConfiguration[] = []) {
  const service = getLanguageService({
    schemaRequestService: (uri) => readFile(fileURLToPath(uri), 'utf8'),
    workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
    // VS Code renders schema descriptions as Markdown in its suggestion and hover widgets.
    clientCapabilities: {
      textDocument: { completion: { completionItem: { documentationFormat: ['markdown', 'plaintext'] } } },
    },
  });
  service.configure({ validate: true, allowComments: false, schemas });

  const open = (relativePath: string, text: string) => {
    const document = TextDocument.create(fileUri(relativePath), 'json', 1, text);
    return { document, json: service.parseJSONDocument(document) };
  };

  return {
    /** The suggestions VS Code lists at the caret. */
    async complete(relativePath: string, edit: Edit): Promise<CompletionItem[]> {
      const { document, json } = open(relativePath, edit.text);
      return (await service.doComplete(document, document.positionAt(edit.cursor), json))?.items ?? [];
    },
    async hover(relativePath: string, edit: Edit): Promise<Hover | null> {
      const { document, json } = open(relativePath, edit.text);
      return service.doHover(document, document.positionAt(edit.cursor), json);
    },
    /** The schemas VS Code's status bar names for the file: from its `$schema`, else `json.schemas`. */
    schemasFor(relativePath: string, text: string): string[] {
      const { document, json } = open(relativePath, text);
      return service.getLanguageStatus(document, json).schemas;
    },
    /** The squiggles VS Code draws, with the 0-based line each one starts on. */
    async validate(relativePath: string, text: string): Promise<(Diagnostic & { line: number })[]> {
      const { document, json } = open(relativePath, text);
      const diagnostics = await service.doValidation(document, json);
      return diagnostics.map((diagnostic) => ({ ...diagnostic, line: diagnostic.range.start.line }));
    },
  };
}

// `json.schemas` from .vscode/settings.json as VS Code's JSON extension hands them to the
// language service when the project is opened as a single folder: a relative `url` is joined to
// the folder, `fileMatch` goes through as written, and the service matches '/pages/**/*.json' as
// '**/pages/**/*.json' against the whole file URI.
export function schemasFromVscodeSettings(settingsText: string): SchemaConfiguration[] {
  const settings = parse(settingsText) as { 'json.schemas'?: { fileMatch?: string[]; url: string }[] };
  return (settings['json.schemas'] ?? []).map(({ fileMatch, url }) => ({
    uri: /^\.|^\//.test(url) ? pathToFileURL(path.join(workspaceFolder, url)).href : url,
    fileMatch,
  }));
}

/** A document's text and the caret's offset in it. */
export type Edit = { text: string; cursor: number };

/**
 * `text` with `insertion` typed right after the first `after`; a `|` in `insertion` marks the
 * caret (it is not inserted). Throws when `after` is missing, so a reworded page fails loudly.
 */
export function typeAfter(text: string, after: string, insertion: string): Edit {
  const at = text.indexOf(after);
  if (at < 0) throw new Error(`"${after}" not found in the document`);
  const start = at + after.length;
  const caret = insertion.indexOf('|');
  const typed = insertion.replace('|', '');
  return { text: text.slice(0, start) + typed + text.slice(start), cursor: start + (caret < 0 ? typed.length : caret) };
}

/** 0-based line of `offset` in `text`, as an editor range reports it. */
export const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;
