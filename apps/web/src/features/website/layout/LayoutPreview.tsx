import { Button, Group, Loader, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './HomeLayout.module.css';
import { previewSrc } from './section-logic';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Device = keyof typeof WIDTHS;

interface LayoutPreviewProps {
  /** The shop's signed address of the draft. */
  url: string;
  /** Moves on after every save: the frame loads the draft again. */
  version: number;
  /** The device shown first. */
  initialDevice?: Device;
}

/**
 * The shop's home page as the draft now stands, in a frame at a phone's width (390 px) or a
 * desktop's (1280 px, scaled down to fit), loaded again after every save.
 */
export function LayoutPreview({ url, version, initialDevice = 'desktop' }: LayoutPreviewProps) {
  const [device, setDevice] = useState<Device>(initialDevice);
  const [loading, setLoading] = useState(true);
  const { ref, width, height } = useElementSize();
  const src = previewSrc(url, version);
  // A new address is a new load: say so until the frame's load event.
  useEffect(() => {
    if (src && device) setLoading(true);
  }, [src, device]);
  const frameWidth = WIDTHS[device];
  const scale = width > 0 ? Math.min(1, width / frameWidth) : 1;
  const left = width > frameWidth ? (width - frameWidth) / 2 : 0;

  return (
    <div>
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap={4} role="group" aria-label="Preview width">
          {(['phone', 'desktop'] as const).map((d) => (
            <Button
              key={d}
              size="compact-sm"
              variant={device === d ? 'filled' : 'default'}
              aria-pressed={device === d}
              leftSection={d === 'phone' ? <IconDeviceMobile size={16} /> : <IconDeviceDesktop size={16} />}
              onClick={() => setDevice(d)}
            >
              {d === 'phone' ? 'Phone' : 'Desktop'}
            </Button>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {frameWidth} px{scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''}
        </Text>
      </Group>
      <div ref={ref} className={classes.previewStage} style={{ height: 'min(75vh, 860px)', minHeight: 420 }}>
        {src && (
          <iframe
            key={device}
            src={src}
            title="Preview of your home page"
            className={classes.previewFrame}
            onLoad={() => setLoading(false)}
            style={{
              width: frameWidth,
              height: height > 0 ? height / scale : '100%',
              transform: `translateX(${left}px) scale(${scale})`,
            }}
          />
        )}
        {loading && (
          <Group gap={6} className={classes.previewBusy} role="status">
            <Loader size="xs" />
            <Text size="xs">Updating preview…</Text>
          </Group>
        )}
      </div>
    </div>
  );
}
