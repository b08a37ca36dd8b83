import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Fewer characters than this match too much to be worth a request. */
export const MIN_QUERY = 2;
const PAUSE_MS = 250;

/** What was typed once the typing pauses (trimmed), and the text as it is now. */
export function useSettledSearch(query: string) {
  const typed = query.trim();
  const [search, setSearch] = useState(typed);
  // useDebouncedValue would be shared with the sign-up and list pages and cut into a chunk of its own.
  const settle = useDebouncedCallback(setSearch, PAUSE_MS);
  useEffect(() => settle(typed), [typed, settle]);
  return { typed, search, settling: typed !== search };
}
