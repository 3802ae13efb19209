import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ProblemList } from './ProblemList';

const renderList = (file: string) =>
  render(
    <MantineProvider>
      <ProblemList problems={[]} file={file} onJump={() => undefined} titleOf={() => undefined} />
    </MantineProvider>,
  );

// Authors in /admin run no npm: the all-clear says what it means for them, true in the developers' editor too.
it('says a file without problems passes the checks every publish runs, naming a page or an entry', () => {
  renderList('pages/about.json');
  expect(screen.getByRole('status').textContent).toBe('No problems: this page passes the checks every publish runs.');
  expect(screen.getByRole('status').textContent).not.toContain('npm');
});

it('calls a collection entry an entry', () => {
  renderList('content/posts/hello.json');
  expect(screen.getByRole('status').textContent).toBe('No problems: this entry passes the checks every publish runs.');
});
