import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { Json } from '../document/json-pointer';
import { isPreviewMessage, type RenderMessage } from './preview-messages';

/** The widths an author checks: a phone, a tablet, a laptop, and whatever the panel has. */
export const PREVIEW_WIDTHS = [
  { value: '375', label: '375' },
  { value: '768', label: '768' },
  { value: '1280', label: '1280' },
  { value: 'full', label: 'Full' },
];

export interface PreviewFrameProps {
  route: string;
  page: Json | null;
  site: Json | undefined;
  onSelectBlock(index: number, id?: string): void;
}

/**
 * The site itself in an iframe (so its media queries see the chosen width), fed the checked page
 * by postMessage. It redraws when the data changes, and again when the frame (re)loads.
 */
export function PreviewFrame({ route, page, site, onSelectBlock }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState('full');
  // Counts the frame's 'ready' messages: a reloaded frame asks again and gets the data again.
  const [ready, setReady] = useState(0);
  const select = useEffectEvent((index: number, id?: string) => onSelectBlock(index, id));

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isPreviewMessage(event.data)) return;
      if (event.data.kind === 'ready') setReady((count) => count + 1);
      else select(event.data.index, event.data.id);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (ready === 0 || site === undefined) return;
    const message: RenderMessage = { source: 'page-editor', kind: 'render', route, page, site };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, route, page, site]);

  // The width chooser and the frame re-render only when the width changes, not with every page sent.
  return useMemo(
    () => (
      <Stack gap="xs" h="100%">
        <Group justify="space-between">
          <Text fw={600} component="h2" size="md">
            Preview
          </Text>
          <SegmentedControl
            aria-label="Preview width"
            size="xs"
            data={PREVIEW_WIDTHS}
            value={width}
            onChange={setWidth}
          />
        </Group>
        <div style={{ flex: 1, overflow: 'auto', background: 'var(--mantine-color-gray-2)', minHeight: 0 }}>
          <iframe
            ref={frame}
            src="preview.html"
            title="Preview of the page"
            style={{
              display: 'block',
              width: width === 'full' ? '100%' : `${width}px`,
              height: '100%',
              border: 0,
              background: 'white',
              margin: '0 auto',
            }}
          />
        </div>
      </Stack>
    ),
    [width],
  );
}
