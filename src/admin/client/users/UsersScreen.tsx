import { Button, Loader, NativeSelect, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../api/admin-api-error';
import type { AdminUser, Role } from '../api/types';
import { ConfirmModal } from '../common/ConfirmModal';
import { RoleGate } from '../common/RoleGate';
import { ScreenHeading } from '../common/ScreenHeading';
import { ServerError } from '../common/ServerError';
import { useLoad } from '../common/use-load';
import { formatIndiaTime } from '../format/india-time';
import { useAdmin } from '../shell/admin-context';
import { useAnnounce } from '../shell/status-region';
import { AddUserForm } from './AddUserForm';
import { ROLE_OPTIONS } from './role-options';
import { SideScroll } from '../common/SideScroll';

/** Admins: who may log in, with which role. */
export function UsersScreen() {
  return (
    <>
      <ScreenHeading intro="Who may log in to the admin, and what their role lets them do. The server checks the role on every request.">
        Users
      </ScreenHeading>
      <RoleGate role="admin" what="manage users">
        <UsersList />
      </RoleGate>
    </>
  );
}

function UsersList() {
  const { api, user: me } = useAdmin();
  const announce = useAnnounce();
  const users = useLoad(api.users);
  const [error, setError] = useState<{ title: string; message: string }>();
  const [removing, setRemoving] = useState<AdminUser>();
  const [busy, setBusy] = useState(false);

  async function act(title: string, work: () => Promise<void>) {
    setError(undefined);
    setBusy(true);
    try {
      await work();
      users.reload();
    } catch (caught) {
      setError({ title, message: errorMessage(caught) });
    } finally {
      setBusy(false);
    }
  }

  const changeRole = (user: AdminUser, role: Role) =>
    act(`Changing the role of ${user.email} failed`, async () => {
      await api.setRole(user.email, role);
      announce(`${user.email} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`);
    });

  const remove = (user: AdminUser) =>
    act(`Removing ${user.email} failed`, async () => {
      await api.removeUser(user.email);
      setRemoving(undefined);
      announce(`Removed ${user.email}. Their sessions have ended.`);
    });

  return (
    <Stack>
      <ServerError title="The users could not be loaded" message={users.error} />
      <ServerError title={error?.title ?? ''} message={error?.message} />
      {!users.data && !users.error && <Loader aria-label="Loading the users" />}
      {users.data && (
        <SideScroll label="Users">
          <Table miw={720} striped verticalSpacing="sm">
            <Table.Caption>Users</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">Added</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => (
                <Table.Tr key={user.email}>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={`Role of ${user.email}`}
                      data={ROLE_OPTIONS.map((option) => ({ value: option.value, label: option.value }))}
                      value={user.role}
                      disabled={busy}
                      onChange={(event) => changeRole(user, event.currentTarget.value as Role)}
                    />
                  </Table.Td>
                  <Table.Td>{formatIndiaTime(user.createdAt)}</Table.Td>
                  <Table.Td>
                    {user.email !== me.email && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${user.email}`}
                        onClick={() => setRemoving(user)}
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
      )}
      <AddUserForm onAdded={users.reload} />
      <ConfirmModal
        opened={removing !== undefined}
        title="Remove this user?"
        confirmLabel="Remove user"
        danger
        busy={busy}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(undefined)}
      >
        {removing?.email} can no longer log in, and their open sessions end now. Their drafts and what they published
        stay in the history.
      </ConfirmModal>
    </Stack>
  );
}
