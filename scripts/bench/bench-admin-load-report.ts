import { median } from './bench-median';
import { percentile } from './bench-percentile';
import { ms, printTable, ratio } from './bench-table';

const GET_P99_TARGET_MS = 50;
/** Issue 25's edit-to-preview target: the longest the editor lets an author wait to see a change. */
const EDITOR_TARGET_MS = 300;
/** Issue 26's publish-to-live target for a one-page change. */
const PUBLISH_TARGET_MS = 3000;

/** What scripts/bench/bench-admin-load.ts measured, in ms. */
export interface AdminLoadFigures {
  editors: number;
  /** GET / with no editor logged in, then while the editors save; `failed` counts non-200 answers and errors. */
  alone: { times: number[]; failed: number };
  loaded: { times: number[]; failed: number };
  loginMs: number[];
  /** Each author's first save, which creates the draft; all at once. */
  firstSaveMs: number[];
  /** First saves that got no answer (cut by the server's 10 s connection timeout); not in firstSaveMs. */
  failedFirstSaves: number;
  saveMs: number[];
  /** Saves when each author saves once every `paceMs` (not back to back). */
  pacedSaveMs: number[];
  /** GET / while the editors save at that pace. */
  pacedLoaded: { times: number[]; failed: number };
  paceMs: number;
  failedSaves: number;
  /** Publish requests as the publisher waited for them, and the `ms` the server answered with. */
  publishMs: number[];
  publishServerMs: number[];
}

/** p50, p95, p99 as printed cells. */
const spread = (times: number[]) => [50, 95, 99].map((p) => ms(percentile(times, p)));

export function printAdminLoad(figures: AdminLoadFigures): void {
  const { editors, alone, loaded } = figures;
  printTable(
    'The admin under load (issue 26): ms on this machine, server and clients on 127.0.0.1',
    ['measure', 'count', 'p50 / median', 'p95', 'p99', 'target'],
    [
      ['GET /, no editors', alone.times.length, ...spread(alone.times), `p99 < ${GET_P99_TARGET_MS}`],
      [
        `GET /, while ${editors} editors save`,
        loaded.times.length,
        ...spread(loaded.times),
        `p99 < ${GET_P99_TARGET_MS}`,
      ],
      [
        `GET /, while ${editors} editors save every ${figures.paceMs} ms`,
        figures.pacedLoaded.times.length,
        ...spread(figures.pacedLoaded.times),
        `p99 < ${GET_P99_TARGET_MS}`,
      ],
      [
        'login (form post, one after another)',
        figures.loginMs.length,
        ...spread(figures.loginMs),
        `median <= ${EDITOR_TARGET_MS}`,
      ],
      [
        `first save, creates the draft (${editors} at once; ${figures.failedFirstSaves} unanswered)`,
        figures.firstSaveMs.length,
        ...spread(figures.firstSaveMs),
        '',
      ],
      [
        `save (PUT file), ${editors} editors back to back (stress)`,
        figures.saveMs.length,
        ...spread(figures.saveMs),
        `median <= ${EDITOR_TARGET_MS}`,
      ],
      [
        `save (PUT file), ${editors} editors each every ${figures.paceMs} ms`,
        figures.pacedSaveMs.length,
        ...spread(figures.pacedSaveMs),
        `median <= ${EDITOR_TARGET_MS}`,
      ],
      [
        `publish (${figures.publishMs.length} drafts, one after another)`,
        figures.publishMs.length,
        ms(median(figures.publishMs)),
        '',
        '',
        `median <= ${PUBLISH_TARGET_MS}`,
      ],
      [
        '  of which the server counts (its ms)',
        figures.publishServerMs.length,
        ms(median(figures.publishServerMs)),
        '',
        '',
        '',
      ],
    ],
  );
  console.log(
    `GET / p99 while the editors save = ${ratio(percentile(loaded.times, 99), percentile(alone.times, 99))} of the p99 alone; ` +
      `${alone.failed + loaded.failed} GET / failed, ${figures.failedSaves} saves refused or failed.`,
  );
}

function verdict(ok: boolean, text: string): string {
  return `${ok ? 'met    ' : 'MISSED '} ${text}`;
}

/** The targets as met/MISSED lines (printed by `npm run bench` at the end, never asserted). */
export function judgeAdminLoad(figures: AdminLoadFigures): string[] {
  const loadedP99 = percentile(figures.loaded.times, 99);
  const login = median(figures.loginMs);
  const save = median(figures.saveMs);
  const pacedSave = median(figures.pacedSaveMs);
  const publish = median(figures.publishMs);
  return [
    verdict(
      loadedP99 < GET_P99_TARGET_MS,
      `GET / p99 ${ms(loadedP99)} ms < ${GET_P99_TARGET_MS} while ${figures.editors} editors save back to back ` +
        `(no editors: ${ms(percentile(figures.alone.times, 99))} ms)`,
    ),
    verdict(
      percentile(figures.pacedLoaded.times, 99) < GET_P99_TARGET_MS,
      `GET / p99 ${ms(percentile(figures.pacedLoaded.times, 99))} ms < ${GET_P99_TARGET_MS} while ${figures.editors} editors each save every ${figures.paceMs} ms`,
    ),
    verdict(login <= EDITOR_TARGET_MS, `login median ${ms(login)} ms <= ${EDITOR_TARGET_MS}`),
    verdict(
      save <= EDITOR_TARGET_MS,
      `save median ${ms(save)} ms <= ${EDITOR_TARGET_MS} with ${figures.editors} editors saving back to back (stress)`,
    ),
    verdict(
      pacedSave <= EDITOR_TARGET_MS,
      `save median ${ms(pacedSave)} ms <= ${EDITOR_TARGET_MS} with ${figures.editors} editors each saving every ${figures.paceMs} ms`,
    ),
    verdict(publish <= PUBLISH_TARGET_MS, `publish median ${ms(publish)} ms <= ${PUBLISH_TARGET_MS}`),
  ];
}
