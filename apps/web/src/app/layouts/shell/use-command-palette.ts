import { useHotkeys } from '@mantine/hooks';
import { lazy, useCallback, useState } from 'react';

const loadPalette = () => import('../../palette/CommandPalette');

/** Its own chunk, fetched when first opened (or hovered), so no page pays for it up front. */
export const CommandPalette = lazy(loadPalette);

/** Ctrl/Cmd+K anywhere in the console, and the header's search button, open the command palette. */
export function useCommandPalette() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const open = useCallback(() => {
    setRequested(true);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  useHotkeys([['mod+K', () => (opened ? close() : open())]]);
  const preload = useCallback(() => void loadPalette(), []);
  return { opened, requested, open, close, preload };
}

export type CommandPaletteControls = ReturnType<typeof useCommandPalette>;
