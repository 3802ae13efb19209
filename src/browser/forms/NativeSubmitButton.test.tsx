import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { mantineMarkup, ownMarkup } from './mantine-markup.testing';
import { NativeSubmitButton } from './NativeSubmitButton';

/** Mantine's Button, but with the loader's enter transition left out: ours shows the loader at once. */
function mantineButton(variant: 'filled' | 'white', loading: boolean): string {
  return mantineMarkup(
    <Button type="submit" variant={variant} loading={loading}>
      Send
    </Button>,
  ).replace(
    /transition-property:[^;]*;-webkit-backface-visibility:hidden;transition-duration:150ms;transition-timing-function:ease;transform-origin:center;/,
    '',
  );
}

// Mantine's Button.css and Loader.css style the native button only while its markup is Mantine's own.
describe('NativeSubmitButton renders the markup of Mantine’s Button with the site theme', () => {
  it.each([
    ['filled', false],
    ['white', false],
    ['filled', true],
    ['white', true],
  ] as const)('%s, loading %s', (variant, loading) => {
    expect(
      ownMarkup(
        <NativeSubmitButton variant={variant} loading={loading}>
          Send
        </NativeSubmitButton>,
      ),
    ).toBe(mantineButton(variant, loading));
  });
});
