import { Stack, Text } from '@mantine/core';
import { apiImageAddress } from '../server-api/api-address';
import type { ImageInfo } from '../server-api/types';
import { describeProcessed, type Processed } from './processed-image';

/** The thumbnail's width: the browser picks the rendition's smallest file that covers it, as on the site. */
const THUMBNAIL_PX = 160;

/**
 * The image as the site will serve it: a photo's rendition (AVIF/WebP/fallback, cut as its block
 * cuts it, its placeholder colour behind), an SVG as it is; and a sentence on its size and formats.
 */
export function ProcessedImage({ processed, file }: { processed: Processed; file: ImageInfo | undefined }) {
  if (processed.state === 'pending') {
    return (
      <Text size="xs" c="dimmed" role="status">
        Preparing the image as the site will serve it…
      </Text>
    );
  }
  if (processed.state === 'unreadable') return null; // validation says why, under the file field
  const { image } = processed;
  const { rendition } = image;
  const sizes = `${THUMBNAIL_PX}px`;
  return (
    <Stack gap={4} style={{ maxWidth: THUMBNAIL_PX * 2 }} data-processed-image>
      <picture>
        {rendition?.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={apiImageAddress(source.srcSet)} sizes={sizes} />
        ))}
        <img
          src={apiImageAddress(rendition?.src ?? image.src)}
          srcSet={rendition?.srcSet && apiImageAddress(rendition.srcSet)}
          sizes={rendition ? sizes : undefined}
          width={image.width}
          height={image.height}
          alt=""
          style={{
            display: 'block',
            width: THUMBNAIL_PX,
            height: 'auto',
            backgroundColor: rendition?.placeholder,
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        />
      </picture>
      <Text size="xs" c="dimmed">
        {describeProcessed(image, file)}
      </Text>
    </Stack>
  );
}
