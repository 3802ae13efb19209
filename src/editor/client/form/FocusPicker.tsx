import { Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { apiImageAddress } from '../server-api/api-address';
import { focusFromClick } from './focus-point';

const PICKER_PX = 160;

export interface FocusPickerProps {
  /** The original photo (/images/...): the whole of it, not a block's crop. */
  src: string;
  focus: { x: number; y: number } | undefined;
  onChange(focus: { x: number; y: number }): void;
}

/**
 * The whole photo with the focus point marked: a click moves it there (the Focus point fields below
 * take typed values, and keyboard users). The processed image beside it shows the crop that follows.
 */
export function FocusPicker({ src, focus, onChange }: FocusPickerProps) {
  const shown = focus ?? { x: 0.5, y: 0.5 };
  const onClick = (event: MouseEvent<HTMLDivElement>) =>
    onChange(focusFromClick(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  return (
    <Stack gap={4} style={{ width: PICKER_PX }}>
      <div
        onClick={onClick}
        title="Click the part of the photo that must stay in view"
        data-focus-picker
        style={{ position: 'relative', cursor: 'crosshair', lineHeight: 0 }}
      >
        <img src={apiImageAddress(src)} alt="" style={{ display: 'block', width: PICKER_PX, height: 'auto' }} />
        <span
          aria-hidden
          style={{
            position: 'absolute',
            left: `${shown.x * 100}%`,
            top: `${shown.y * 100}%`,
            width: 14,
            height: 14,
            marginLeft: -7,
            marginTop: -7,
            borderRadius: '50%',
            border: '2px solid white',
            boxShadow: '0 0 0 2px black',
            pointerEvents: 'none',
          }}
        />
      </div>
      <Text size="xs" c="dimmed">
        Focus point {focus ? `${focus.x}, ${focus.y}` : '(the centre)'}: click the photo to move it.
      </Text>
    </Stack>
  );
}
