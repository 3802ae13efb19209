import { Button, Divider, Group, Paper, Progress, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { DraftView } from '../api/types';
import { draftTitle } from '../format/draft-status';
import { dateToIndiaInput, formatIndiaTime, indiaInputToDate } from '../format/india-time';
import { liveIn } from '../format/live-in';
import { useAdmin } from '../shell/admin-context';
import { useAnnounce } from '../shell/status-region';
import { PublishRefusal } from './PublishRefusal';

type Busy = 'publish' | 'schedule' | 'unschedule' | 'send-back' | null;

/**
 * The publisher's decisions on a draft: publish now, publish later, or send it back with a comment. Publish and
 * Schedule name `reviewedHead`, the draft's commit whose changes the screen shows: the server refuses them when
 * the draft was saved since, rather than publish what nobody reviewed.
 */
export function PublishPanel({
  draft,
  reviewedHead,
  onChanged,
}: {
  draft: DraftView;
  reviewedHead: string;
  onChanged(): void;
}) {
  const { api, user } = useAdmin();
  const announce = useAnnounce();
  const [busy, setBusy] = useState<Busy>(null);
  const [refusal, setRefusal] = useState<{ action: string; error: Error }>();
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string>();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const title = draftTitle(draft);
  // As the server decides: a publisher's own draft any time; another author's once they have submitted it.
  const awaitsAuthor = draft.status !== 'submitted' && draft.authorEmail !== user.email;

  async function run(kind: Exclude<Busy, null>, action: string, work: () => Promise<void>) {
    setRefusal(undefined);
    setBusy(kind);
    try {
      await work();
      onChanged();
    } catch (caught) {
      setRefusal({ action, error: caught instanceof Error ? caught : new Error(String(caught)) });
      announce('');
    } finally {
      setBusy(null);
    }
  }

  const publish = () =>
    run('publish', 'Publishing', async () => {
      announce(`Publishing “${title}”: checking the pages, merging and rebuilding the site…`);
      const result = await api.publish(draft.branch, reviewedHead);
      // The status line shows it and keeps it after the draft, now published, leaves this panel.
      announce(`Published “${title}”. ${liveIn(result.ms)}.`);
    });

  const schedule = () => {
    const when = indiaInputToDate(at);
    if (!when) return setAtError('Choose a date and a time.');
    if (when.getTime() <= Date.now()) return setAtError('Choose a time in the future.');
    setAtError(undefined);
    return run('schedule', 'Scheduling', async () => {
      await api.schedule(draft.branch, when.toISOString(), reviewedHead);
      announce(`“${title}” will be published on ${formatIndiaTime(when.toISOString())}.`);
    });
  };

  const unschedule = () =>
    run('unschedule', 'Cancelling the schedule', async () => {
      await api.unschedule(draft.branch);
      announce(`“${title}” is no longer scheduled.`);
    });

  const sendBack = () => {
    if (!comment.trim()) return setCommentError('Write what the author should change.');
    setCommentError(undefined);
    return run('send-back', 'Sending back', async () => {
      await api.sendBack(draft.branch, comment.trim());
      setComment('');
      announce(`Sent “${title}” back to ${draft.authorEmail}.`);
    });
  };

  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="publish-panel-heading">
      <Title order={2} size="h4" id="publish-panel-heading" mb="sm">
        Your decision
      </Title>
      {refusal && <PublishRefusal error={refusal.error} action={refusal.action} onReload={onChanged} />}
      {awaitsAuthor && (
        <Text mb="sm">
          {draft.authorEmail} has not submitted this draft{draft.status === 'sent-back' ? ' again' : ''}: Publish and
          Schedule wait until they do.
        </Text>
      )}
      <Group align="center" gap="md">
        <Button
          onClick={publish}
          loading={busy === 'publish'}
          disabled={awaitsAuthor || (busy !== null && busy !== 'publish')}
        >
          Publish
        </Button>
        <Text size="sm" c="dimmed">
          Checks the pages as CI does, merges the draft into the published site and makes it live.
        </Text>
      </Group>
      {busy === 'publish' && <Progress value={100} animated striped mt="sm" aria-label="Publishing in progress" />}
      <Divider my="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          {draft.scheduledAt ? (
            <>
              <Text>Scheduled for {formatIndiaTime(draft.scheduledAt)}.</Text>
              <Button mt="xs" variant="default" onClick={unschedule} loading={busy === 'unschedule'}>
                Cancel the schedule
              </Button>
            </>
          ) : (
            <>
              <TextInput
                type="datetime-local"
                label="Publish at (India time, IST)"
                description="The draft is published then, once, even if the server restarts in between."
                min={dateToIndiaInput(new Date())}
                value={at}
                onChange={(event) => setAt(event.currentTarget.value)}
                error={atError}
              />
              <Button
                mt="xs"
                variant="default"
                onClick={schedule}
                loading={busy === 'schedule'}
                disabled={awaitsAuthor}
              >
                Schedule
              </Button>
            </>
          )}
        </div>
        <div>
          <Textarea
            label="Comment for the author"
            description="Required to send the draft back: say what to change."
            autosize
            minRows={2}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            error={commentError}
          />
          <Button mt="xs" variant="default" onClick={sendBack} loading={busy === 'send-back'}>
            Send back
          </Button>
        </div>
      </SimpleGrid>
    </Paper>
  );
}
