import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The screen's one h1. It takes the focus when the user moves to the screen (tabIndex -1), so
 * keyboard and screen-reader users start reading at the new screen rather than in the menu.
 */
export function ScreenHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <Title order={1} size="h2" tabIndex={-1} data-screen-heading style={{ outline: 'none' }}>
        {children}
      </Title>
      {intro && (
        <Text c="dimmed" mt={4} mb="lg">
          {intro}
        </Text>
      )}
    </>
  );
}
