import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's sm breakpoint (768 px) lists switch to cards; read at once so desktop never flashes cards. */
export function useIsPhone(): boolean {
  const query = `(min-width: ${useMantineTheme().breakpoints.sm})`;
  return !useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
