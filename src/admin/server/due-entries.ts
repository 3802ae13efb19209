import { readCollectionEntries } from '../../collections/read-entries.ts';
import { endOf, startOf } from '../../collections/visibility.ts';

/**
 * The entry files whose publishAt or validThrough falls in [from, to]: the ones a rebuild at `to`
 * must render again (or remove). `from` is the moment the timer was set for, the earliest change the
 * served release was waiting for, so nothing that changed since that release was built is missed.
 */
export function entriesChangingBetween(root: string, from: Date, to: Date): string[] {
  return readCollectionEntries(root)
    .filter(({ data }) =>
      [
        typeof data.publishAt === 'string' ? startOf(data.publishAt) : undefined,
        typeof data.validThrough === 'string' ? endOf(data.validThrough) : undefined,
      ].some((moment) => moment !== undefined && moment >= from && moment <= to),
    )
    .map(({ file }) => file);
}
