import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Role } from '../api/types';
import { useRoleAllows } from '../shell/admin-context';

const WHO = { author: 'signed-in users', publisher: 'publishers', admin: 'admins' } as const;

/** A screen reached by address by someone whose role does not include it: says so instead. */
export function RoleGate({ role, what, children }: { role: Role; what: string; children: ReactNode }) {
  if (useRoleAllows(role)) return children;
  return (
    <Alert color="gray" title={`Only ${WHO[role]} can ${what}`}>
      Ask an admin if you need this. Your own drafts are under Drafts.
    </Alert>
  );
}
