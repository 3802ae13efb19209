import { Alert, Box, Button, Code, Group, SimpleGrid, Text } from '@mantine/core';
import type { ConflictChoice, DraftView } from '../api/types';
import { formatIndiaTime } from '../format/india-time';
import { differingLines } from './differing-lines';

type ConflictingPage = NonNullable<DraftView['publishedConflict']>['pages'][number];

export interface PublishedConflictNoticeProps {
  conflict: NonNullable<DraftView['publishedConflict']>;
  /** The choice being sent, if one is in progress. */
  busy: ConflictChoice | null;
  onResolve(keep: ConflictChoice): void;
}

/**
 * The draft changed lines that were published differently since it was started: Publish refuses it until its
 * author says whose lines stay there. Each page shows both versions of those lines (who published the other), and
 * one choice brings the draft up to date; every other published change comes into it either way.
 */
export function PublishedConflictNotice({ conflict, busy, onResolve }: PublishedConflictNoticeProps) {
  const several = conflict.pages.length > 1;
  return (
    <Alert
      color="red"
      mt="sm"
      title="This draft and the published pages changed the same lines"
      // Red title text is below 4.5:1 on the red tint (axe); the tint and the words carry it.
      styles={{ title: { color: 'var(--mantine-color-dark-7)', fontWeight: 700 } }}
    >
      <Text size="sm">
        Since this draft was started, {several ? 'these pages were' : 'this page was'} published with other words on the
        lines the draft changes. Choose which words stay there; every other published change comes into the draft either
        way. You can then go on editing it, and the review shows your changes against what is published now.
      </Text>
      {conflict.pages.map((page) => (
        <PageVersions key={page.file} page={page} />
      ))}
      <Group mt="sm" gap="sm">
        <Button size="xs" variant="default" loading={busy === 'mine'} onClick={() => onResolve('mine')}>
          Keep my version{several ? 's' : ''}
        </Button>
        <Button size="xs" variant="default" loading={busy === 'published'} onClick={() => onResolve('published')}>
          Take the published version{several ? 's' : ''}
        </Button>
      </Group>
    </Alert>
  );
}

function PageVersions({ page }: { page: ConflictingPage }) {
  const lines = differingLines(page.published, page.draft);
  const publishedBy = page.publishedBy
    ? `published by ${page.publishedBy.name}${page.publishedAt ? ` on ${formatIndiaTime(page.publishedAt)}` : ''}`
    : 'published';
  return (
    <Box mt="sm" component="section" aria-label={`Both versions of ${page.file}`}>
      <Text size="sm" fw={600}>
        <code>{page.file}</code>, from line {lines.firstLine}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Version label={`Published now (${publishedBy})`} lines={lines.published} missing="The page was removed." />
        <Version label="This draft" lines={lines.draft} missing="The draft removes the page." />
      </SimpleGrid>
    </Box>
  );
}

function Version({ label, lines, missing }: { label: string; lines: string[]; missing: string }) {
  return (
    <div>
      <Text size="xs" fw={600} mt={4}>
        {label}
      </Text>
      <Code block aria-label={label}>
        {lines.length > 0 ? lines.join('\n') : missing}
      </Code>
    </div>
  );
}
