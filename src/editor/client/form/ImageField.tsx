import { Button, Fieldset, Group, Image } from '@mantine/core';
import { useState } from 'react';
import type { Json } from '../document/json-pointer';
import { fieldId, useFormContext } from './form-context';
import { ImagePicker } from './ImagePicker';
import { ObjectProperties } from './ObjectField';
import type { FieldProps } from './field-props';
import { FieldsetIntro } from './FieldsetIntro';
import { RemoveFieldButton } from './RemoveFieldButton';

/** An image reference: a thumbnail, the picker (which also fills width and height), and its other fields. */
export function ImageField(props: FieldProps) {
  const { pointer, value, label, required, resolved } = props;
  const { change } = useFormContext();
  const [picking, setPicking] = useState(false);
  const image = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return (
    <Fieldset legend={label} id={fieldId(pointer)} tabIndex={-1}>
      <FieldsetIntro pointer={pointer} resolved={resolved} />
      <Group align="center" mb="sm">
        {typeof image.src === 'string' && <Image src={image.src} alt="" h={60} w={120} fit="contain" />}
        <Button variant="light" size="xs" onClick={() => setPicking(true)}>
          Choose {label.toLowerCase()}…
        </Button>
        {!required && <RemoveFieldButton pointer={pointer} label={label} />}
      </Group>
      <ObjectProperties {...props} />
      <ImagePicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          // An SVG without a size keeps the width and height typed before.
          const size = picked.width && picked.height ? { width: picked.width, height: picked.height } : {};
          change(pointer, { ...image, src: picked.src, ...size } as Json);
        }}
      />
    </Fieldset>
  );
}
