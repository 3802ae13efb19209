import { Box, Center, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReviewChange, ReviewImage } from '../api/types';
import { dimensions, fileSize } from '../format/image-facts';

const PICTURE_HEIGHT = 320;

/** A changed picture: the published one and the draft's side by side, each with its name, dimensions and size. */
export function ImageSideBySide({ change }: { change: ReviewChange & { image: NonNullable<ReviewChange['image']> } }) {
  const name = change.file.split('/').pop() ?? change.file;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="md">
      <ImageSide
        label="Before (the public site now)"
        name={name}
        image={change.image.before}
        missing="New: this picture is not on the public site yet."
      />
      <ImageSide
        label="After (this draft)"
        name={name}
        image={change.image.after}
        missing="Removed: this picture leaves the site."
      />
    </SimpleGrid>
  );
}

interface ImageSideProps {
  label: string;
  name: string;
  image: ReviewImage | null;
  missing: string;
}

function ImageSide({ label, name, image, missing }: ImageSideProps) {
  return (
    <Stack gap={4} component="figure" m={0}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {image ? (
        <>
          <Box bg="gray.1" h={PICTURE_HEIGHT} style={{ display: 'grid', placeItems: 'center' }}>
            <Image src={image.url} alt={`${label}: ${name}`} mah={PICTURE_HEIGHT} maw="100%" w="auto" fit="contain" />
          </Box>
          <Text size="sm" component="figcaption">
            <code>{name}</code> · {dimensions(image)} · {fileSize(image.bytes)}
          </Text>
        </>
      ) : (
        <Center bg="gray.0" h={PICTURE_HEIGHT} p="md" style={{ border: '1px dashed var(--mantine-color-gray-4)' }}>
          <Text c="dimmed" ta="center" component="figcaption">
            {missing}
          </Text>
        </Center>
      )}
    </Stack>
  );
}
