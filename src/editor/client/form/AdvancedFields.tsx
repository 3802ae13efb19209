import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Developer-only settings (`x-advanced` in the schema: the site's base URL, its API base), folded away
 * under "Advanced" with a warning, so an author does not change them by accident.
 */
export function AdvancedFields({ children, hasProblems }: { children: ReactNode; hasProblems: boolean }) {
  // Unfolded while one of them has a problem, so the problem list can jump to it.
  return (
    <details data-advanced-fields open={hasProblems || undefined}>
      <summary style={{ cursor: 'pointer' }}>
        <Text span fw={600}>
          Advanced
        </Text>
      </summary>
      <Stack gap="sm" mt="sm">
        <Alert color="yellow" title="For developers">
          These settings decide where the site lives and where its forms send their data. A wrong value breaks every
          page or every form: change them only when a developer asks you to.
        </Alert>
        {children}
      </Stack>
    </details>
  );
}
