import { Alert, List, Text } from '@mantine/core';
import type { PublishProblem } from '../api/types';

/**
 * What a new page or entry still holds of its template ("TODO: …" texts, the placeholder picture), listed
 * before Publish is pressed: the server refuses to publish them, and the author replaces them in the editor.
 */
export function PlaceholdersToReplace({ placeholders }: { placeholders: PublishProblem[] }) {
  if (placeholders.length === 0) return null;
  return (
    <Alert
      color="orange"
      title={`Not ready to publish: ${placeholders.length === 1 ? '1 placeholder' : `${placeholders.length} placeholders`} left`}
      mb="md"
      styles={{ body: { minWidth: 0 } }}
    >
      <List>
        {placeholders.map((placeholder, index) => (
          <List.Item key={index}>
            {placeholder.field && <strong>{placeholder.field}: </strong>}
            {placeholder.message}{' '}
            <Text span size="sm" c="dimmed">
              ({placeholder.file}
              {placeholder.line > 0 ? `, line ${placeholder.line}` : ''})
            </Text>
          </List.Item>
        ))}
      </List>
      <Text mt="xs">
        The author replaces them in the editor, saves and submits the draft again; until then Publish refuses.
      </Text>
    </Alert>
  );
}
