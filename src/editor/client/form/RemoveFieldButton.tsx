import { Button } from '@mantine/core';
import { useFormContext } from './form-context';

/** Takes an optional field (a list, an image) out of the page; required fields have none. */
export function RemoveFieldButton({ pointer, label }: { pointer: string; label: string }) {
  const { change } = useFormContext();
  return (
    <Button variant="subtle" color="red" size="xs" onClick={() => change(pointer, undefined)}>
      Remove {label}
    </Button>
  );
}
