import { Textarea, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { mantineMarkup, ownMarkup } from './mantine-markup.testing';
import { NativeTextField } from './NativeTextField';

const noop = () => {};

// Mantine's Input.css styles the native fields only while their markup is Mantine's own: a Mantine
// upgrade that changes the markup or its static class names fails here, not on the visitor's screen.
describe('NativeTextField renders the markup of Mantine’s fields', () => {
  it.each([undefined, 'Enter your name'])('TextInput, required, message %s', (error) => {
    expect(
      ownMarkup(
        <NativeTextField
          kind="TextInput"
          id="f"
          label="Name"
          name="name"
          type="email"
          value="P"
          onChange={noop}
          error={error}
          required
          autoComplete="name"
          inputClassName="ring"
        />,
      ),
    ).toBe(
      mantineMarkup(
        <TextInput
          id="f"
          label="Name"
          name="name"
          type="email"
          value="P"
          onChange={noop}
          error={error}
          required
          autoComplete="name"
          classNames={{ input: 'ring' }}
        />,
      ),
    );
  });

  it.each([undefined, 'Enter your message'])('Textarea with a height, message %s', (error) => {
    expect(
      ownMarkup(
        <NativeTextField
          kind="Textarea"
          id="m"
          label="Message"
          name="message"
          value=""
          onChange={noop}
          error={error}
          inputStyle={{ height: 100 }}
        />,
      ),
    ).toBe(
      mantineMarkup(
        <Textarea
          id="m"
          label="Message"
          name="message"
          value=""
          onChange={noop}
          error={error}
          styles={{ input: { height: 100 } }}
        />,
      ),
    );
  });
});
