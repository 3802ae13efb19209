import { Alert, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Json } from '../document/json-pointer';
import type { EntryPreview } from '../server-api/types';
import { PreviewFrame } from './PreviewFrame';

export type EntryView = 'detail' | 'list';

/** The switch's choices: "this entry" only for entries with their own page (news items have none). */
export function entryViews(preview: EntryPreview | undefined): { value: EntryView; label: string }[] {
  return [
    ...(preview?.detail ? [{ value: 'detail' as const, label: 'This entry' }] : []),
    ...(preview?.list ? [{ value: 'list' as const, label: 'The list' }] : []),
  ];
}

/**
 * A collection entry's preview: its own page or the page that lists it, as the build makes them
 * from the entry as typed (each check answer brings them). Clicking in it selects nothing: the entry's
 * fields are not blocks.
 */
export function EntryPreviewPane({ preview, site }: { preview: EntryPreview | undefined; site: Json | undefined }) {
  const [chosen, setChosen] = useState<EntryView>('detail');
  const views = entryViews(preview);
  const view = views.some((candidate) => candidate.value === chosen) ? chosen : views[0]?.value;
  const shown = view === undefined ? undefined : preview?.[view];
  return (
    <Stack gap="xs" h="100%">
      {views.length > 1 && (
        <SegmentedControl
          aria-label="Preview shows"
          size="xs"
          data={views}
          value={view}
          onChange={(value) => setChosen(value as EntryView)}
        />
      )}
      {preview?.timing && (
        <Alert color="blue" p="xs" role="status">
          {preview.timing}
        </Alert>
      )}
      {preview?.note && (
        <Alert color="yellow" p="xs">
          {preview.note}
        </Alert>
      )}
      <div style={{ flex: 1, minHeight: 0 }}>
        <PreviewFrame
          route={shown?.route ?? '/'}
          page={(shown?.page ?? null) as Json | null}
          site={site}
          onSelectBlock={() => undefined}
        />
      </div>
    </Stack>
  );
}
