import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Problem } from '../server-api/types';
import { inAuthorWords, problemPlace, type TitleOf } from './problem-index';

export interface ProblemListProps {
  problems: readonly Problem[];
  file: string;
  onJump(problem: Problem): void;
  /** Names a field of the open file by its title path ("Download list › Product 2 › Description"). */
  titleOf: TitleOf;
}

/**
 * The all-clear, in words for authors in /admin as well as developers: the same checks (`npm run validate`)
 * run before every publish, so passing them is what lets the file be published.
 */
export function noProblemsWords(file: string): string {
  const noun = file.startsWith('pages/') ? 'page' : file.startsWith('content/') ? 'entry' : 'file';
  return `No problems: this ${noun} passes the checks every publish runs.`;
}

/**
 * Every problem of the open file (errors first), named by the field's titles, never its JSON pointer;
 * a click jumps to its field. Errors this edit would cause in other files follow, with their file and line.
 */
export function ProblemList({ problems, file, onJump, titleOf }: ProblemListProps) {
  const here = problems
    .filter((problem) => problem.file === file)
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  const elsewhere = problems.filter((problem) => problem.file !== file && problem.severity === 'error');
  if (here.length === 0 && elsewhere.length === 0) {
    return (
      <Text size="sm" c="teal.8" role="status">
        {noProblemsWords(file)}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="section" aria-label="Problems">
      {here.map((problem, index) => {
        const place = problemPlace(problem, titleOf);
        return (
          <UnstyledButton
            key={`${problem.id}-${problem.pointer}-${index}`}
            onClick={() => onJump(problem)}
            style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}
          >
            <Badge size="xs" color={problem.severity === 'error' ? 'red' : 'yellow'} style={{ flexShrink: 0 }}>
              {problem.severity}
            </Badge>
            <Text size="sm">
              {place && <strong>{place}: </strong>}
              {inAuthorWords(problem.message, titleOf)}
              {problem.hint && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  {problem.hint}
                </Text>
              )}
            </Text>
          </UnstyledButton>
        );
      })}
      {elsewhere.map((problem, index) => (
        <Text key={`elsewhere-${index}`} size="sm">
          <Badge size="xs" color="red" mr={8}>
            breaks
          </Badge>
          {problem.file}
          {problem.line ? `:${problem.line}` : ''} {problem.field && `${problem.field}: `}
          {problem.message}
        </Text>
      ))}
    </Stack>
  );
}
