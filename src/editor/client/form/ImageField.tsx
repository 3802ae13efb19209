import { Alert, Button, Fieldset, Group } from '@mantine/core';
import { useState } from 'react';
import { isPlaceholderImage } from '../../../schema';
import { joinPointer, type Json } from '../document/json-pointer';
import { fieldId, useFormContext } from './form-context';
import { FocusPicker } from './FocusPicker';
import { altTextCleared, imageAfterPick } from './image-pick';
import { ImagePicker } from './ImagePicker';
import { ObjectProperties } from './ObjectField';
import { ProcessedImage } from './ProcessedImage';
import { processedImageAt } from './processed-image';
import type { FieldProps } from './field-props';
import { FieldsetIntro } from './FieldsetIntro';
import { RemoveFieldButton } from './RemoveFieldButton';

type Focus = { x: number; y: number };

/** Moves the keyboard to the alt text after a new picture emptied it: the author is asked for new words where they type them. */
function focusAltText(imagePointer: string) {
  setTimeout(() => document.getElementById(fieldId(joinPointer(imagePointer, 'alt')))?.focus(), 0);
}

/**
 * An image reference: the image as the site will serve it (the build's pipeline, through the live
 * check), a focus picker for a photo, the picker (and upload), and its other fields. A new image
 * starts as the neutral placeholder picture, shown with a warning until the author chooses one.
 * Problems with the file (missing, too small for the block, too large) are validation's, shown
 * under its fields.
 */
export function ImageField(props: FieldProps) {
  const { pointer, value, label, required, resolved } = props;
  const { change, processed, images } = useFormContext();
  const [picking, setPicking] = useState(false);
  const [askForAlt, setAskForAlt] = useState(false);
  const image = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const hasFile = typeof image.src === 'string' && image.src !== '';
  const placeholder = typeof image.src === 'string' && isPlaceholderImage(image.src);
  const shown = processedImageAt(processed, pointer, image.src);
  const isPhoto = shown.state === 'ready' && shown.image.rendition !== undefined;
  const takesFocus = Boolean((resolved.schema.properties as Record<string, unknown> | undefined)?.focus);
  return (
    <Fieldset legend={label} id={fieldId(pointer)} tabIndex={-1}>
      <FieldsetIntro pointer={pointer} resolved={resolved} />
      {placeholder && (
        <Alert color="yellow" title="Choose an image" mb="sm" data-placeholder-image>
          This is the neutral placeholder picture, not one of yours: choose or upload the picture to show here.
        </Alert>
      )}
      {askForAlt && image.alt === '' && (
        <Alert color="yellow" title="Describe the new picture" mb="sm" role="status">
          The alternative text of the previous picture was removed: write what this one shows.
        </Alert>
      )}
      <Group align="flex-start" mb="sm">
        {hasFile && isPhoto && takesFocus && (
          <FocusPicker
            src={image.src as string}
            focus={image.focus as Focus | undefined}
            onChange={(focus) => change(joinPointer(pointer, 'focus'), focus)}
          />
        )}
        {hasFile && <ProcessedImage processed={shown} file={images.find((entry) => entry.src === image.src)} />}
        <Group gap="xs">
          <Button variant={placeholder ? 'filled' : 'light'} size="xs" onClick={() => setPicking(true)}>
            Choose {label.toLowerCase()}…
          </Button>
          {!required && <RemoveFieldButton pointer={pointer} label={label} />}
        </Group>
      </Group>
      <ObjectProperties {...props} />
      <ImagePicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          const next = imageAfterPick(image, picked);
          change(pointer, next as Json);
          const cleared = altTextCleared(image, next);
          setAskForAlt(cleared);
          if (cleared) focusAltText(pointer);
        }}
      />
    </Fieldset>
  );
}
