import { Button, Fieldset, Group, Image, Text } from '@mantine/core';
import { useState } from 'react';
import type { Json } from '../document/json-pointer';
import { fieldId, useFieldError, useFormContext } from './form-context';
import { ImagePicker } from './ImagePicker';
import { ObjectProperties } from './ObjectField';
import { describe, type FieldProps } from './field-props';

/** An image reference: a thumbnail, the picker (which also fills width and height), and its other fields. */
export function ImageField(props: FieldProps) {
  const { pointer, value, label, required, resolved } = props;
  const { change } = useFormContext();
  const [picking, setPicking] = useState(false);
  const image = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const error = useFieldError(pointer);
  return (
    <Fieldset legend={label} id={fieldId(pointer)} tabIndex={-1}>
      {describe(resolved) && (
        <Text size="xs" c="dimmed" mb="xs">
          {describe(resolved)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" mb="xs" role="alert">
          {error}
        </Text>
      )}
      <Group align="center" mb="sm">
        {typeof image.src === 'string' && <Image src={image.src} alt="" h={60} w={120} fit="contain" />}
        <Button variant="light" size="xs" onClick={() => setPicking(true)}>
          Choose {label.toLowerCase()}…
        </Button>
        {!required && (
          <Button variant="subtle" color="red" size="xs" onClick={() => change(pointer, undefined)}>
            Remove {label}
          </Button>
        )}
      </Group>
      <ObjectProperties {...props} />
      <ImagePicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          change(pointer, { ...image, src: picked.src, width: picked.width, height: picked.height } as Json);
        }}
      />
    </Fieldset>
  );
}
