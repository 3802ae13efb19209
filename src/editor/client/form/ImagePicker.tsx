import {
  Alert,
  FileButton,
  Button,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { apiImageAddress } from '../server-api/api-address';
import { ApiError, editorApi } from '../server-api/editor-api';
import type { ImageInfo } from '../server-api/types';
import { useFormContext } from './form-context';

/** An upload refused for its name, with the free name the server offers (UploadNameTakenResponse). */
interface NameTaken {
  file: File;
  freeName: string;
}

export interface ImagePickerProps {
  opened: boolean;
  onClose(): void;
  onPick(image: ImageInfo): void;
}

/** Every image under public/images (thumbnail, size read from the file) and an upload that adds one and picks it. */
export function ImagePicker({ opened, onClose, onPick }: ImagePickerProps) {
  const { images, refreshImages } = useFormContext();
  const [filter, setFilter] = useState('');
  const [uploadError, setUploadError] = useState<string>();
  const [nameTaken, setNameTaken] = useState<NameTaken>();
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(undefined);
    setNameTaken(undefined);
    try {
      const src = await editorApi.uploadImage(file);
      const uploaded = (await refreshImages()).find((image) => image.src === src);
      // Uploaded for this field: it is picked, and the field shows it as the site will serve it.
      if (uploaded) onPick(uploaded);
      else setFilter(src);
    } catch (error) {
      const freeName = error instanceof ApiError ? error.body.freeName : undefined;
      if (typeof freeName === 'string') {
        setNameTaken({ file, freeName });
        // The existing picture may be the one wanted: the grid shows it beside the offer.
        setFilter(file.name.replace(/\.[^.]+$/, ''));
      } else setUploadError(error instanceof ApiError ? error.message : String(error));
    }
  };
  const shown = images.filter((image) => image.src.toLowerCase().includes(filter.toLowerCase()));
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Choose an image"
      size="xl"
    >
      <Stack>
        <Group align="flex-end">
          <TextInput
            label="Filter images"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <FileButton
            onChange={(file) => void upload(file)}
            accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
          >
            {(props) => <Button {...props}>Upload an image…</Button>}
          </FileButton>
        </Group>
        {nameTaken && (
          <Alert color="yellow" title={`An image named ${nameTaken.file.name} already exists`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Upload yours under a new name, or pick the existing picture below.</Text>
              <Button
                size="xs"
                onClick={() =>
                  void upload(new File([nameTaken.file], nameTaken.freeName, { type: nameTaken.file.type }))
                }
              >
                Upload as {nameTaken.freeName}
              </Button>
            </Stack>
          </Alert>
        )}
        {uploadError && (
          <Alert color="red" title="Upload refused">
            {uploadError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {shown.map((image) => (
            <UnstyledButton
              key={image.src}
              onClick={() => onPick(image)}
              aria-label={`Use ${image.src} (${dimensions(image)})`}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, padding: 4 }}
            >
              <Image src={apiImageAddress(image.src)} alt="" h={90} fit="contain" />
              <Text size="xs" truncate>
                {image.src.replace('/images/', '')}
              </Text>
              <Text size="xs" c="dimmed">
                {dimensions(image)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        {shown.length === 0 && <Text c="dimmed">No image matches.</Text>}
      </Stack>
    </Modal>
  );
}

/** "1200 × 630", or a plain word for a file whose size could not be read (an SVG without one). */
function dimensions(image: ImageInfo): string {
  return image.width && image.height ? `${image.width} × ${image.height}` : 'size not given';
}
