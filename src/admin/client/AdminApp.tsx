import { Alert, Container, Loader } from '@mantine/core';
import { useMemo } from 'react';
import type { AdminApi } from './api/admin-api';
import { AuditScreen } from './audit/AuditScreen';
import { useLoad } from './common/use-load';
import { DraftsScreen } from './drafts/DraftsScreen';
import { HistoryScreen } from './history/HistoryScreen';
import { ReviewScreen } from './review/ReviewScreen';
import { AdminContext } from './shell/admin-context';
import { AdminShell } from './shell/AdminShell';
import type { AdminRoute } from './shell/screens';
import { useHashRoute } from './shell/use-hash-route';
import { UsersScreen } from './users/UsersScreen';

export interface AdminAppProps {
  api: AdminApi;
  navigate(url: string): void;
}

/** The admin app: who is signed in first (a 401 goes to the login page), then the screen the address names. */
export function AdminApp({ api, navigate }: AdminAppProps) {
  const session = useLoad(api.session);
  const route = useHashRoute();
  const context = useMemo(
    () => (session.data ? { api, user: session.data, navigate } : null),
    [api, session.data, navigate],
  );
  if (session.error)
    return (
      <Container py="xl">
        <Alert color="red" title="The admin could not start" role="alert">
          {session.error}
        </Alert>
      </Container>
    );
  if (!context) return <Loader m="xl" aria-label="Loading the admin" />;
  return (
    <AdminContext.Provider value={context}>
      <AdminShell route={route}>
        <Screen route={route} />
      </AdminShell>
    </AdminContext.Provider>
  );
}

function Screen({ route }: { route: AdminRoute }) {
  switch (route.screen) {
    case 'drafts':
      return <DraftsScreen />;
    case 'review':
      return <ReviewScreen branch={route.branch} />;
    case 'history':
      return <HistoryScreen />;
    case 'users':
      return <UsersScreen />;
    case 'audit':
      return <AuditScreen />;
  }
}
