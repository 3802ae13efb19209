import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { parseUnifiedDiff, type DiffLine } from './parse-unified-diff';

/**
 * The text of the change, as git shows it. Added and removed lines are marked by a visible + or −
 * and by <ins>/<del> (with hidden words for screen readers), not by their colour alone.
 */
export function UnifiedDiff({ diff, file }: { diff: string; file: string }) {
  const captionId = useId();
  const { lines, added, removed } = parseUnifiedDiff(diff);
  if (!lines.some((line) => line.kind !== 'note'))
    return (
      <Text size="sm">
        No text to compare in {file}
        {lines.length > 0 ? ': a picture or another file that is not text.' : '.'}
      </Text>
    );
  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} size="sm" fw={600} mb={4}>
        Text changes in {file}: {plural(added, 'line')} added, {plural(removed, 'line')} removed
      </Text>
      <Box
        component="pre"
        // Long lines scroll sideways; focusable so a keyboard can scroll them too.
        tabIndex={0}
        m={0}
        p="xs"
        fz="xs"
        style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-4)', lineHeight: 1.5 }}
      >
        {lines.map((line, index) => (
          <Line key={index} line={line} />
        ))}
      </Box>
    </Box>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const LINE_STYLE = {
  added: { background: 'var(--mantine-color-green-1)', sign: '+', words: 'Added: ' },
  removed: { background: 'var(--mantine-color-red-1)', sign: '−', words: 'Removed: ' },
  context: { background: undefined, sign: ' ', words: '' },
} as const;

function Line({ line }: { line: DiffLine }) {
  if (line.kind === 'hunk' || line.kind === 'note')
    return (
      <Box component="span" display="block" c="dimmed" data-diff={line.kind}>
        {line.text}
      </Box>
    );
  const style = LINE_STYLE[line.kind];
  const Mark = line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'span';
  return (
    <Box
      component="span"
      display="block"
      data-diff={line.kind}
      style={{ background: style.background, whiteSpace: 'pre' }}
    >
      <span aria-hidden="true" style={{ display: 'inline-block', width: '4ch', color: 'var(--mantine-color-gray-7)' }}>
        {line.kind === 'removed' ? line.oldLine : line.newLine}
      </span>
      <span aria-hidden="true" style={{ fontWeight: 700 }}>
        {style.sign}{' '}
      </span>
      <Mark style={{ textDecoration: 'none' }}>
        {style.words && <VisuallyHidden component="span">{style.words}</VisuallyHidden>}
        {line.text}
      </Mark>
    </Box>
  );
}
