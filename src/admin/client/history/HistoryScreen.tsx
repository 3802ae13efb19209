import { Alert, Badge, Button, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { PublishedVersion } from '../api/types';
import { ConfirmModal } from '../common/ConfirmModal';
import { ScreenHeading } from '../common/ScreenHeading';
import { ServerError } from '../common/ServerError';
import { useLoad } from '../common/use-load';
import { formatIndiaTime } from '../format/india-time';
import { liveIn } from '../format/live-in';
import { PublishRefusal } from '../review/PublishRefusal';
import { useAdmin, useRoleAllows } from '../shell/admin-context';
import { useAnnounce } from '../shell/status-region';
import { SideScroll } from '../common/SideScroll';

const short = (commit: string) => commit.slice(0, 7);

/**
 * A developer's commit can name a hundred files with long paths (tests/fixtures/…): the row shows the first
 * few, and long paths and messages wrap, so the table fits a desktop screen and Roll back stays in view.
 */
const FILES_SHOWN = 8;
/** "27 November 2026 at" on one line. */
const WHEN_CELL = { minWidth: '9rem' } as const;
/** Wide enough for most pages' paths on one line; longer ones wrap anywhere (a path has no spaces). */
const FILES_CELL = { overflowWrap: 'anywhere', minWidth: '14rem' } as const;
/** A developer's message wraps between words, and a word longer than the cell (a path) within itself. */
const MESSAGE_CELL = { overflowWrap: 'anywhere', minWidth: '10rem' } as const;

/** Every published version, newest first; a publisher can roll the site back to any of them. */
export function HistoryScreen() {
  const { api } = useAdmin();
  const isPublisher = useRoleAllows('publisher');
  const announce = useAnnounce();
  const history = useLoad(api.history);
  const [target, setTarget] = useState<PublishedVersion>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Error>();

  async function rollBack(version: PublishedVersion) {
    setBusy(true);
    setRefusal(undefined);
    announce(`Rolling back to the version of ${formatIndiaTime(version.at)}…`);
    try {
      const result = await api.rollback(version.commit);
      announce(`Rolled back to the version of ${formatIndiaTime(version.at)}. ${liveIn(result.ms)}.`);
      history.reload();
    } catch (caught) {
      announce('');
      setRefusal(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setBusy(false);
      setTarget(undefined);
    }
  }

  const versions = history.data;
  return (
    <>
      <ScreenHeading intro="Every version of the public site, newest first. Rolling back publishes a new version whose content equals the one you pick; the history keeps everything.">
        History
      </ScreenHeading>
      <ServerError title="The history could not be loaded" message={history.error} />
      {refusal && <PublishRefusal error={refusal} action="Rolling back" />}
      {!versions && !history.error && <Loader aria-label="Loading the history" />}
      {versions && versions.length === 0 && (
        <Alert color="gray" title="Nothing published yet">
          Published versions appear here.
        </Alert>
      )}
      {versions && versions.length > 0 && (
        <SideScroll label="Published versions">
          <Table miw={760} striped verticalSpacing="sm">
            <Table.Caption>Published versions, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Who</Table.Th>
                <Table.Th scope="col">Files</Table.Th>
                <Table.Th scope="col">How</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((version, index) => (
                <Table.Tr key={version.commit}>
                  <Table.Td style={WHEN_CELL}>
                    {formatIndiaTime(version.at)}
                    {index === 0 && (
                      // On a line of its own: beside the date the narrow column cut it to "Liv…".
                      <div>
                        <Badge color="green" variant="light" tt="none" c="dark.7">
                          Live now
                        </Badge>
                      </div>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {version.by.name}
                    <Text size="xs" c="dimmed">
                      {version.by.email}
                    </Text>
                  </Table.Td>
                  <Table.Td style={FILES_CELL}>
                    <VersionFiles files={version.files} />
                  </Table.Td>
                  <Table.Td style={MESSAGE_CELL}>
                    <VersionOrigin version={version} versions={versions} />
                  </Table.Td>
                  <Table.Td>
                    {isPublisher && index > 0 && (
                      <Button size="xs" variant="default" onClick={() => setTarget(version)}>
                        Roll back to this version
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
      )}
      <ConfirmModal
        opened={target !== undefined}
        title="Roll back the public site?"
        confirmLabel="Roll back"
        busy={busy}
        onConfirm={() => target && rollBack(target)}
        onCancel={() => setTarget(undefined)}
      >
        {target && (
          <>
            The public site goes back to the version of {formatIndiaTime(target.at)} by {target.by.name}: every page
            changed since then returns to how it was. This is published at once as a new version, which you can roll
            back in turn.
          </>
        )}
      </ConfirmModal>
    </>
  );
}

function VersionFiles({ files }: { files: string[] }) {
  const hidden = files.length - FILES_SHOWN;
  return (
    <>
      {files.slice(0, hidden > 1 ? FILES_SHOWN : files.length).map((file) => (
        <div key={file}>
          <code>{file}</code>
        </div>
      ))}
      {hidden > 1 && (
        <Text size="sm" c="dimmed">
          and {hidden} more files
        </Text>
      )}
    </>
  );
}

function VersionOrigin({ version, versions }: { version: PublishedVersion; versions: PublishedVersion[] }) {
  if (version.rollbackOf) {
    const restored = versions.find((candidate) => candidate.commit === version.rollbackOf);
    return <>Rollback to the version of {restored ? formatIndiaTime(restored.at) : short(version.rollbackOf)}</>;
  }
  if (version.draft) return <>From draft {version.draft}</>;
  return <>{version.message.split('\n')[0]}</>;
}
