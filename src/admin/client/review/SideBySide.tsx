import { Anchor, Box, Center, SimpleGrid, Text } from '@mantine/core';
import type { ReviewChange } from '../api/types';

const FRAME_HEIGHT = 560;

/**
 * The page as the public sees it now and as the draft will make it, each in a frame of the chosen
 * width (so the site's own media queries apply), scrolled sideways when the column is narrower.
 */
export function SideBySide({ change, width }: { change: ReviewChange; width: number }) {
  const name = change.route ?? change.file;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
      <Side
        label="Before (the public site now)"
        url={change.beforeUrl}
        frameTitle={`Before: ${name} as the public site shows it now`}
        missing="A new page: it is not on the public site yet."
        width={width}
      />
      <Side
        label="After (this draft)"
        url={change.afterUrl}
        frameTitle={`After: ${name} as this draft shows it`}
        missing="Deleted: this page leaves the site."
        width={width}
      />
    </SimpleGrid>
  );
}

interface SideProps {
  label: string;
  url: string | null;
  frameTitle: string;
  missing: string;
  width: number;
}

function Side({ label, url, frameTitle, missing, width }: SideProps) {
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {label}
        {url && (
          <>
            {' · '}
            <Anchor href={url} target="_blank" size="sm">
              open in a new tab
            </Anchor>
          </>
        )}
      </Text>
      {/* Focusable, so a keyboard can scroll a 1280 px page sideways inside its narrower column. */}
      <Box
        tabIndex={0}
        role="group"
        aria-label={label}
        bg="gray.1"
        style={{ overflow: 'auto', height: FRAME_HEIGHT, border: '1px solid var(--mantine-color-gray-4)' }}
      >
        {url ? (
          <iframe
            src={url}
            title={frameTitle}
            loading="lazy"
            style={{ display: 'block', width, height: '100%', border: 0, background: 'white' }}
          />
        ) : (
          <Center h="100%" p="md">
            <Text>{missing}</Text>
          </Center>
        )}
      </Box>
    </div>
  );
}
