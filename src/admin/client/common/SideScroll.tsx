import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen: it scrolls sideways inside this box, which takes the focus so a
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box tabIndex={0} role="group" aria-label={label} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
