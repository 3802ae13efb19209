import { Button, Code, Group, Modal, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface Conflict {
  disk: { text: string; version: string };
  mine: { text: string };
}

export interface ConflictModalProps {
  conflict: Conflict | undefined;
  file: string;
  onKeepMine(): void;
  onTakeDisk(): void;
  /** The author's explicit choice: save theirs over the disk's version they have now seen. */
  onOverwrite(): void;
}

/**
 * The file changed on disk since it was opened: nothing was written. Both versions side by side;
 * the author chooses (keep editing theirs, or load the disk's and lose their edits).
 */
export function ConflictModal({ conflict, file, onKeepMine, onTakeDisk, onOverwrite }: ConflictModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={conflict !== undefined}
      onClose={onKeepMine}
      title="The file changed on disk"
      size="90%"
    >
      {conflict && (
        <Stack>
          <Text>
            {file} was changed by something else (another editor, a git pull) since you opened it. Nothing was saved and
            nothing was overwritten.
          </Text>
          <SimpleGrid cols={2}>
            <section aria-label="Version on disk">
              <Title order={3} size="h5">
                On disk
              </Title>
              <ScrollArea h={400}>
                <Code block>{conflict.disk.text}</Code>
              </ScrollArea>
            </section>
            <section aria-label="My version">
              <Title order={3} size="h5">
                Mine (not saved)
              </Title>
              <ScrollArea h={400}>
                <Code block>{conflict.mine.text}</Code>
              </ScrollArea>
            </section>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onTakeDisk}>
              Load the disk version (discard mine)
            </Button>
            <Button variant="default" color="red" onClick={onOverwrite}>
              Replace the disk version with mine
            </Button>
            <Button onClick={onKeepMine}>Keep editing mine</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
