import { Alert, Loader, Table, Text } from '@mantine/core';
import { RoleGate } from '../common/RoleGate';
import { ScreenHeading } from '../common/ScreenHeading';
import { ServerError } from '../common/ServerError';
import { useLoad } from '../common/use-load';
import { auditActionWords } from '../format/audit-words';
import { formatIndiaTime } from '../format/india-time';
import { useAdmin } from '../shell/admin-context';
import { SideScroll } from '../common/SideScroll';

/** How many entries the screen asks for; `npm run audit -- --limit N` reads further back. */
export const AUDIT_LIMIT = 200;

/** Admins: who did what and when, newest first. */
export function AuditScreen() {
  return (
    <>
      <ScreenHeading
        intro={`The newest ${AUDIT_LIMIT} entries: logins, saves, submissions, publishing, rollbacks and user changes. On the server, npm run audit -- --limit 1000 shows up to 1,000.`}
      >
        Audit
      </ScreenHeading>
      <RoleGate role="admin" what="read the audit log">
        <AuditTable />
      </RoleGate>
    </>
  );
}

function AuditTable() {
  const { api } = useAdmin();
  const audit = useLoad(() => api.audit(AUDIT_LIMIT));
  if (audit.error) return <ServerError title="The audit log could not be loaded" message={audit.error} />;
  if (!audit.data) return <Loader aria-label="Loading the audit log" />;
  if (audit.data.length === 0)
    return (
      <Alert color="gray" title="Nothing recorded yet">
        Entries appear as people log in and publish.
      </Alert>
    );
  return (
    <SideScroll label="Audit log">
      <Table miw={720} striped verticalSpacing="xs">
        <Table.Caption>Audit log, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">Subject</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audit.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatIndiaTime(entry.at)}</Table.Td>
              <Table.Td>{entry.actor ?? 'Nobody signed in'}</Table.Td>
              <Table.Td>{auditActionWords(entry.action)}</Table.Td>
              <Table.Td>
                {entry.subject}
                {entry.detail && (
                  <Text size="xs" c="dimmed">
                    {entry.detail}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SideScroll>
  );
}
