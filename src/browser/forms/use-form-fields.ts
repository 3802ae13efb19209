import { useCallback, useRef, useState, type ChangeEvent } from 'react';

type FieldElement = HTMLInputElement & HTMLTextAreaElement;

export interface FormFields<V extends { [K in keyof V]: string }> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  /** The change handler for one field; typing in a field clears its message. */
  onChange: (name: keyof V) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The ref for one field's element, so a failed check can focus the first invalid field. */
  ref: (name: keyof V) => (element: FieldElement | null) => void;
  /** Shows these messages (and only these); focuses the first field that has one. */
  showErrors: (errors: Partial<Record<keyof V, string>>) => void;
  /** Empties every field and message. */
  reset: () => void;
}

/**
 * The values and messages of a form of text fields: the little of @mantine/form the lead forms
 * use, without its code in the island. Messages come from the schema's rules (lead-field-errors.ts).
 */
export function useFormFields<V extends { [K in keyof V]: string }>(initial: V): FormFields<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const elements = useRef(new Map<keyof V, FieldElement>());

  const onChange = useCallback(
    (name: keyof V) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
    },
    [],
  );
  // One callback per field for the component's life: a new one each render would detach and
  // re-attach the element every time.
  const refCallbacks = useRef(new Map<keyof V, (element: FieldElement | null) => void>());
  const ref = useCallback((name: keyof V) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  }, []);
  const showErrors = useCallback((next: Partial<Record<keyof V, string>>) => {
    setErrors(next);
    const first = (Object.keys(next) as (keyof V)[]).find((name) => next[name]);
    if (first !== undefined) elements.current.get(first)?.focus();
  }, []);
  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, onChange, ref, showErrors, reset };
}
