import { Alert, Button, List, Table, Text } from '@mantine/core';
import { AdminApiError } from '../api/admin-api-error';
import type { PublishProblem } from '../api/types';
import { SideScroll } from '../common/SideScroll';

/**
 * Why a publish did not happen, in the server's words plus what it lists: a conflict's files (the
 * author resolves them in the editor; nobody's change is dropped) or the problems the validation gate found.
 */
export function PublishRefusal({ error, action, onReload }: { error: Error; action: string; onReload?(): void }) {
  const body = error instanceof AdminApiError ? error.body : {};
  const conflicting = stringList(body.files);
  // A 409 without files is another refusal (the draft changes nothing, it was published meanwhile): its words suffice.
  if (error instanceof AdminApiError && error.status === 409 && conflicting.length > 0)
    return (
      <Alert
        color="red"
        role="alert"
        styles={{ body: { minWidth: 0 } }}
        title={`${action} stopped: the draft conflicts with the published site`}
        mb="md"
      >
        <Text>{error.message}</Text>
        <Text mt="xs">The files in conflict:</Text>
        <List mt={4}>
          {conflicting.map((file) => (
            <List.Item key={file}>
              <code>{file}</code>
            </List.Item>
          ))}
        </List>
        <Text mt="xs">
          The author must resolve them: open the draft in the editor, bring those pages in line with the published ones,
          save, and submit the draft again. Nothing was published.
        </Text>
      </Alert>
    );
  if (error instanceof AdminApiError && error.status === 422)
    return (
      <Alert
        color="red"
        role="alert"
        styles={{ body: { minWidth: 0 } }}
        title={`${action} refused: the checks found problems`}
        mb="md"
      >
        <Text>{error.message}</Text>
        <SideScroll label="Problems found">
          <Table withTableBorder fz="sm" miw={520} mt="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Line</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Problem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problemList(body.problems).map((problem, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <code>{problem.file}</code>
                  </Table.Td>
                  <Table.Td>
                    {problem.line ?? ''}
                    {problem.line !== undefined && problem.column !== undefined ? `:${problem.column}` : ''}
                  </Table.Td>
                  <Table.Td>{problem.field ?? ''}</Table.Td>
                  <Table.Td>{problem.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
        <Text mt="xs">Nothing was published. The author fixes these in the editor and submits again.</Text>
      </Alert>
    );
  return (
    <Alert color="red" role="alert" styles={{ body: { minWidth: 0 } }} title={`${action} failed`} mb="md">
      {error.message}
      {onReload && error instanceof AdminApiError && error.status === 409 && (
        // A save since the changes were loaded, or the draft published meanwhile: the screen is out of date.
        <div>
          <Button mt="xs" size="xs" variant="default" onClick={onReload}>
            Load the changes again
          </Button>
        </div>
      )}
    </Alert>
  );
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A problem as read from a 422 body: the server's, with whatever it could not tell left out. */
type ReadProblem = Partial<PublishProblem> & Pick<PublishProblem, 'file' | 'message'>;

function problemList(value: unknown): ReadProblem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      file: String(item.file ?? ''),
      line: typeof item.line === 'number' ? item.line : undefined,
      column: typeof item.column === 'number' ? item.column : undefined,
      field: typeof item.field === 'string' ? item.field : undefined,
      message: String(item.message ?? ''),
    }));
}
