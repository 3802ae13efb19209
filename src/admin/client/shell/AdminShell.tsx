import { Anchor, AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EDITOR_URL } from '../api/admin-addresses';
import { errorMessage } from '../api/admin-api-error';
import { roleAllows } from '../api/types';
import { ServerError } from '../common/ServerError';
import { useAdmin } from './admin-context';
import { routeHref, SCREENS, type AdminRoute } from './screens';
import { StatusProvider } from './status-region';

const ROLE_WORDS = { author: 'Author', publisher: 'Publisher', admin: 'Admin' } as const;

export interface AdminShellProps {
  route: AdminRoute;
  children: ReactNode;
}

/** The frame around every screen: who is signed in, the menu (by role), the status line. */
export function AdminShell({ route, children }: AdminShellProps) {
  const { api, user } = useAdmin();
  const [menuOpened, menu] = useDisclosure(false);
  // Below the `sm` breakpoint (48em) the closed menu is moved off screen: inert keeps Tab out of it too.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [logOutError, setLogOutError] = useState<string>();
  const main = useRef<HTMLElement>(null);
  const routeKey = routeHref(route);
  const firstRoute = useRef(routeKey);

  // After moving to another screen the new screen's heading takes the focus (not on the first load).
  useEffect(() => {
    if (routeKey === firstRoute.current) return;
    firstRoute.current = '';
    main.current?.querySelector<HTMLElement>('[data-screen-heading]')?.focus();
    menu.close();
  }, [routeKey, menu]);

  const signedIn = `${user.email} · ${ROLE_WORDS[user.role]}`;

  const logOut = () => {
    setLogOutError(undefined);
    api.logOut().catch((error: unknown) => setLogOutError(errorMessage(error)));
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? 'Close the menu' : 'Open the menu'}
            />
            <Text fw={700}>Publishing</Text>
            <Anchor href={EDITOR_URL} visibleFrom="xs">
              Open the editor
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" data-testid="signed-in-user" visibleFrom="sm">
              {signedIn}
            </Text>
            <Button variant="default" size="xs" onClick={logOut}>
              Log out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin" inert={narrow && !menuOpened}>
        {SCREENS.filter((screen) => roleAllows(user.role, screen.role)).map((screen) => {
          const current = screen.id === route.screen;
          return (
            <NavLink
              key={screen.id}
              href={routeHref({ screen: screen.id })}
              label={screen.label}
              active={current}
              aria-current={current ? 'page' : undefined}
            />
          );
        })}
        {/* On a phone the header has room only for Log out: who is signed in is said in the menu. */}
        <Text size="sm" c="dimmed" hiddenFrom="sm" mt="md" px="sm">
          {signedIn}
        </Text>
      </AppShell.Navbar>
      <AppShell.Main ref={main}>
        <ServerError title="Logging out failed" message={logOutError} />
        <StatusProvider key={routeKey}>
          {(region) => (
            <>
              {region}
              {children}
            </>
          )}
        </StatusProvider>
      </AppShell.Main>
    </AppShell>
  );
}
