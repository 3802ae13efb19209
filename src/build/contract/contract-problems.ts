import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCollectionEntries } from '../../collections/read-entries.ts';
import { pageHasQueries, resolveCollectionQueries } from '../../collections/resolve-queries.ts';
import { contentNow } from '../../collections/visibility.ts';
import { catalogue } from '../validation/catalogue/index.ts';
import { routeOf } from '../validation/check-routes.ts';
import { loadJsonWithPositions, type JsonDocument } from '../validation/load-json-with-positions.ts';
import { problemsFor, type Problem } from '../validation/problem.ts';
import { checkSiteContract, type ContractFailure } from './check-site-contract.ts';
import { requirementSeverity } from './requirement-severity.ts';
import { CONTRACT_FILE, parseSiteContract } from './site-contract.ts';

interface ContractInput {
  root: string;
  /** Pages as validation loaded them (unsaved editor text included), {{site references}} resolved. */
  pages: readonly JsonDocument[];
  /** Page files that did not parse: their routes exist, what they hold is unknown (their syntax error says why). */
  unparsedFiles: readonly string[];
  site: JsonDocument | null;
}

function toProblem(failure: ContractFailure, documents: Map<string, JsonDocument>, contract: JsonDocument): Problem {
  const { requirement, index, found, place } = failure;
  const definition = requirementSeverity(requirement) === 'error' ? catalogue.specRequirement : catalogue.launchCopy;
  const params = { id: requirement.id, spec: requirement.spec, says: requirement.says, found };
  const document = place === 'contract' ? undefined : documents.get(place.file);
  if (place === 'contract' || !document) {
    return problemsFor(CONTRACT_FILE, contract.locate)(definition, `/requirements/${index}`, params);
  }
  return problemsFor(document.file, document.locate)(definition, place.pointer, params);
}

/**
 * The requirements of site.contract.json the project does not meet, as validation problems located
 * in the page or site.json field they read (so the editor shows them where the author types), or in
 * the contract when there is no such page. A project without a contract file has nothing to meet.
 */
export async function contractProblems({ root, pages, unparsedFiles, site }: ContractInput): Promise<Problem[]> {
  const text = await readFile(path.join(root, CONTRACT_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  const loaded = loadJsonWithPositions(CONTRACT_FILE, text);
  if (!loaded.document) return loaded.problems;
  const contract = loaded.document;
  const parsed = parseSiteContract(contract.data);
  if ('reasons' in parsed) {
    const report = problemsFor(CONTRACT_FILE, contract.locate);
    return parsed.reasons.map(({ pointer, reason }) => report(catalogue.invalidSiteContract, pointer, { reason }));
  }
  // A list filled from a collection is checked as visitors see it: with the entries published now.
  const entries = pages.some(({ data }) => pageHasQueries(data)) ? readCollectionEntries(root) : [];
  const now = contentNow();
  const shown = pages.map((page) =>
    pageHasQueries(page.data) ? { ...page, data: resolveCollectionQueries(page.data, entries, now) } : page,
  );
  const byRoute = new Map(
    [...unparsedFiles.map((file) => ({ file, data: undefined })), ...shown].flatMap((page) => {
      const route = routeOf(page.file);
      return route === undefined ? [] : [[route, page] as const];
    }),
  );
  const documents = new Map([...pages, ...(site ? [site] : [])].map((document) => [document.file, document]));
  const failures = checkSiteContract(parsed.requirements, { site: site?.data, pages: byRoute }, site?.file);
  return [...loaded.problems, ...failures.map((failure) => toProblem(failure, documents, contract))];
}
