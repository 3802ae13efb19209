import { collectAnchors } from './check-unique-anchors.ts';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import { routeOf } from './check-routes.ts';
import { didYouMean } from './did-you-mean.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';
import type { PublicFiles } from './public-files.ts';
import { forEachObject } from './walk-json.ts';

/** What an internal link may point at. */
export interface LinkTargets {
  /** Each page route with the anchors on that page; null when the page did not parse (anchors unknown). */
  routes: Map<string, Set<string> | null>;
  /** Brochure paths that some downloadList item produces at build time. */
  brochures: Set<string>;
  files: PublicFiles;
}

const BROCHURE = /^\/brochures\/[^/]+\.pdf$/;

/**
 * `unparsedFiles` are pages with a JSON syntax error: they still have their routes (the file path),
 * with anchors unknown, so one broken file is reported once instead of again at every link to it.
 * `entryRoutes` are the pages made from collection entries (/blogs/<slug>): valid targets, anchors unknown.
 */
export function collectLinkTargets(
  pages: readonly JsonDocument[],
  files: PublicFiles,
  unparsedFiles: readonly string[] = [],
  entryRoutes: readonly string[] = [],
): LinkTargets {
  const routes = new Map<string, Set<string> | null>([
    ...entryRoutes.map((route) => [route, null] as const),
    ...unparsedFiles.flatMap((file) => {
      const route = routeOf(file);
      return route === undefined ? [] : [[route, null] as const];
    }),
  ]);
  const brochures = new Set<string>();
  for (const page of pages) {
    const route = routeOf(page.file);
    if (route !== undefined && route !== NOT_FOUND_ROUTE) {
      routes.set(route, new Set(collectAnchors(page.data).map(({ anchor }) => anchor)));
    }
    forEachObject(page.data, (object) => {
      if (typeof object.brochure === 'string') brochures.add(object.brochure);
    });
  }
  return { routes, brochures, files };
}

/** '/about/?x=1#team' -> { path: '/about', anchor: 'team' }. Routers ignore a trailing slash. */
export function splitHref(href: string): { path: string; anchor: string | undefined } {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const anchor = hashAt === -1 ? undefined : href.slice(hashAt + 1);
  const withoutQuery = beforeHash.replace(/\?.*$/, '');
  const path = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return { path, anchor: anchor || undefined };
}

function suggestion(word: string, candidates: Iterable<string>): string {
  const closest = didYouMean(word, [...candidates]);
  return closest ? ` (did you mean '${closest}'?)` : '';
}

export type LinkProblem =
  | { definition: typeof catalogue.missingBrochure; params: { path: string; suggestion: string } }
  | { definition: typeof catalogue.missingAnchor; params: { anchor: string; path: string; known: string } }
  | { definition: typeof catalogue.deadInternalLink; params: { path: string; suggestion: string } };

/** What is wrong with one internal link ('/...'), or null when it resolves. */
export function checkLink(href: string, targets: LinkTargets): LinkProblem | null {
  const { path, anchor } = splitHref(href);
  if (BROCHURE.test(path)) {
    if (targets.brochures.has(path) || targets.files.has(path)) return null;
    return {
      definition: catalogue.missingBrochure,
      params: { path, suggestion: suggestion(path, targets.brochures) },
    };
  }
  const anchors = targets.routes.get(path);
  if (anchors !== undefined) {
    if (anchors === null || anchor === undefined || anchors.has(anchor)) return null;
    const known = anchors.size > 0 ? `; its link names are ${[...anchors].join(', ')}` : '';
    return { definition: catalogue.missingAnchor, params: { anchor, path, known } };
  }
  // Static files (a checked-in PDF, an image) are fine targets too.
  if (targets.files.has(path)) return null;
  return {
    definition: catalogue.deadInternalLink,
    params: { path, suggestion: suggestion(path, targets.routes.keys()) },
  };
}

/**
 * Every link to this site ('/...') must reach a page, a section anchor on it, a generated
 * brochure or a public file. A link marked `intentionalDeadLink` that leads nowhere is what its
 * author declared, so it is a warning naming the link (as the field's help promises), not an
 * error: the mark must not hide a typing mistake such as '/prodct'. The mark on a link that works
 * is a warning too, so a future break of that link is caught.
 */
export function checkLinks(document: JsonDocument, targets: LinkTargets): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  forEachObject(document.data, (object, pointer) => {
    const href = object.href;
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return;
    const intentional = object.intentionalDeadLink === true;
    const problem = checkLink(href, targets);
    if (problem && intentional) {
      const suggestion = 'suggestion' in problem.params ? problem.params.suggestion : '';
      problems.push(report(catalogue.intentionalDeadLink, `${pointer}/href`, { href, suggestion }));
    } else if (problem) {
      problems.push(
        report(problem.definition as typeof catalogue.deadInternalLink, `${pointer}/href`, problem.params as never),
      );
    } else if (!problem && intentional) {
      problems.push(report(catalogue.needlessDeadLinkMark, `${pointer}/intentionalDeadLink`, { href }));
    }
  });
  return problems;
}
