import { projectRoot } from '../../build/project-root.ts';
import { ContentRefusal } from '../../publishing/content/index.ts';

/** Absolute folders a builder's message may name, longest first, each with the words that replace it. */
function withoutFolders(message: string, root: string): string {
  const folders: [string, string][] = [
    [root, ''],
    [projectRoot.replace(/\/$/, ''), ''],
  ];
  let text = message;
  for (const [folder, instead] of folders.sort((a, b) => b[0].length - a[0].length)) {
    text = text.split(`${folder}/`).join(instead).split(folder).join('the project');
  }
  // Any other absolute path (a temporary folder, the releases): only its last part says anything.
  return text.replace(/(?:\/[^\s/'"():]+){2,}\/([^\s/'"():]+)/g, '$1');
}

/**
 * A publish or rollback whose validated content could not be built into the public site: refused (409)
 * before the published branch moved, so nothing changed and a fixed draft can be published. The message
 * is the builder's, without the server's folders.
 */
export class ReleaseBuildFailed extends ContentRefusal {
  constructor(error: unknown, root: string) {
    const reason = error instanceof Error ? error.message : String(error);
    super(
      `Nothing was published: the site could not be built from this version (${withoutFolders(reason, root).trim()}). ` +
        'The public site and the published version are as they were; fix the draft and publish again.',
    );
    this.name = 'ReleaseBuildFailed';
  }
}
