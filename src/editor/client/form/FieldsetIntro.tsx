import { Text } from '@mantine/core';
import { useFieldError } from './form-context';
import { describe, type FieldProps } from './field-props';

/** What a group of fields (an object, a list, an image) opens with: the schema's description as help, and the validator's message about the group itself. */
export function FieldsetIntro({ pointer, resolved }: Pick<FieldProps, 'pointer' | 'resolved'>) {
  const error = useFieldError(pointer);
  const help = describe(resolved);
  return (
    <>
      {help && (
        <Text size="xs" c="dimmed" mb="xs">
          {help}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" mb="xs" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
