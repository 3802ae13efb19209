import { Button, Group, NativeSelect, Paper, PasswordInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api/admin-api-error';
import type { NewUser, Role } from '../api/types';
import { ServerError } from '../common/ServerError';
import { useAdmin } from '../shell/admin-context';
import { useAnnounce } from '../shell/status-region';
import { MIN_PASSWORD_LENGTH, ROLE_OPTIONS } from './role-options';

const EMPTY: NewUser = { email: '', name: '', role: 'author', password: '' };

/** Adds an account; the new user logs in with this password (tell it to them in person). */
export function AddUserForm({ onAdded }: { onAdded(): void }) {
  const { api } = useAdmin();
  const announce = useAnnounce();
  const [user, setUser] = useState<NewUser>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof NewUser, string>>>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof NewUser) => (value: string) => setUser((before) => ({ ...before, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^[^\s@]+@[^\s@]+$/.test(user.email.trim())) found.email = 'Enter an e-mail address.';
    if (user.password.length < MIN_PASSWORD_LENGTH)
      found.password = `At least ${MIN_PASSWORD_LENGTH} characters (it has ${user.password.length}).`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setServerError(undefined);
    try {
      await api.addUser({ ...user, email: user.email.trim(), name: user.name.trim() });
      announce(`Added ${user.email.trim()} as ${user.role}.`);
      setUser(EMPTY);
      onAdded();
    } catch (caught) {
      setServerError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby="add-user-heading">
      <Title order={2} size="h4" id="add-user-heading" mb="sm">
        Add a user
      </Title>
      <ServerError title="Adding the user failed" message={serverError} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={user.email}
          onChange={(event) => set('email')(event.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label="Name"
          description="Shown in the history beside what they publish."
          value={user.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
        />
        <NativeSelect
          label="Role"
          data={ROLE_OPTIONS}
          value={user.role}
          onChange={(event) => set('role')(event.currentTarget.value as Role)}
        />
        <PasswordInput
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          required
          autoComplete="new-password"
          value={user.password}
          onChange={(event) => set('password')(event.currentTarget.value)}
          error={errors.password}
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={busy}>
          Add user
        </Button>
      </Group>
    </Paper>
  );
}
