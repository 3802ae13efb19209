import type { EnvironmentModuleNode } from 'vite';

const CSS_FILE = /\.css($|\?)/;

/**
 * The stylesheets a server render used, in import order: every CSS module reachable from the
 * modules the render loaded. The development server links them (`?direct` makes Vite answer with
 * the CSS itself, class names as the server render used them), so a page is styled before any
 * script runs, as in the build, where the same CSS is inlined.
 */
export function devStylesheets(roots: readonly (EnvironmentModuleNode | undefined)[]): string[] {
  const seen = new Set<EnvironmentModuleNode>();
  const sheets: string[] = [];
  const visit = (node: EnvironmentModuleNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (CSS_FILE.test(node.url)) {
      // Virtual stylesheets (the theme's variables) have no file to link: the caller inlines them.
      if (node.url.startsWith('/')) sheets.push(`${node.url}${node.url.includes('?') ? '&' : '?'}direct`);
      return;
    }
    for (const imported of node.importedModules) visit(imported);
  };
  for (const root of roots) if (root) visit(root);
  return sheets;
}
