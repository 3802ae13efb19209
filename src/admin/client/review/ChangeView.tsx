import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReviewChange } from '../api/types';
import { ImageSideBySide } from './ImageSideBySide';
import { SideBySide } from './SideBySide';
import { UnifiedDiff } from './UnifiedDiff';

const STATUS_WORDS = { added: 'New', modified: 'Changed', deleted: 'Deleted' } as const;

/** One changed file: a page rendered before and after, then the text of the change; a picture, old and new. */
export function ChangeView({ change, width }: { change: ReviewChange; width: number }) {
  const headingId = useId();
  const isPage = change.beforeUrl !== null || change.afterUrl !== null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group gap="sm" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {change.route ?? change.file}
        </Title>
        <Badge variant="outline" tt="none" color={change.status === 'deleted' ? 'red' : 'blue'}>
          {STATUS_WORDS[change.status]}
        </Badge>
        {change.route && (
          <Text size="sm" c="dimmed">
            <code>{change.file}</code>
          </Text>
        )}
      </Group>
      {isPage && <SideBySide change={change} width={width} />}
      {change.image ? (
        // A picture's diff is git's "Binary files differ": the pictures themselves say what changed.
        <ImageSideBySide change={{ ...change, image: change.image }} />
      ) : (
        <UnifiedDiff diff={change.diff} file={change.file} />
      )}
    </Paper>
  );
}
