// @vitest-environment happy-dom
import { Button, MantineProvider, Text } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalsHost, withModals } from './modals';
import { onDemand } from './on-demand';
import '../test-timeouts';

afterEach(cleanup);

interface PanelProps {
  opened: boolean;
  onClose: () => void;
}

function Panel({ opened, onClose }: PanelProps) {
  const [typed, setTyped] = useState('');
  if (!opened) return <p>panel closed</p>;
  return (
    <div role="dialog" aria-label="Panel">
      <input aria-label="Note" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function PanelHost({ LazyPanel }: { LazyPanel: ComponentType<PanelProps> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <LazyPanel opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('onDemand', () => {
  it('loads nothing until first opened, then stays mounted and keeps its state when closed', async () => {
    const load = vi.fn(async () => ({ default: Panel }));
    const LazyPanel = onDemand(load);
    const user = userEvent.setup();
    render(<PanelHost LazyPanel={LazyPanel} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('panel closed')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'kept');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('panel closed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe('kept');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('withModals', () => {
  it('mounts the modals manager on the first call and opens the modal through it', async () => {
    const confirmed = vi.fn();
    const user = userEvent.setup();
    const ask = () =>
      withModals((modals) =>
        modals.openConfirmModal({
          title: 'Delete this view?',
          children: <Text>It goes for good.</Text>,
          labels: { confirm: 'Delete', cancel: 'Keep it' },
          onConfirm: confirmed,
        }),
      );
    render(
      <MantineProvider env="test">
        <Button onClick={ask}>Ask</Button>
        <ModalsHost />
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirmed).toHaveBeenCalledTimes(1);

    // Once mounted, later calls open at once.
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('It goes for good.')).toBeTruthy();
  });
});
