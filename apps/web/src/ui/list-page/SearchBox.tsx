import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** A search field that commits after a pause in typing, so each keystroke is not a request. */
export function SearchBox({
  value,
  onCommit,
  placeholder,
}: {
  value: string;
  onCommit: (search: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const commit = useDebouncedCallback(onCommit, SEARCH_DEBOUNCE_MS);
  // The URL may change under the field (back button, Clear filters): show what it now says.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  return (
    <TextInput
      type="search"
      aria-label="Search"
      placeholder={placeholder ?? 'Search'}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              commit.cancel();
              setText('');
              onCommit('');
            }}
          />
        ) : null
      }
      style={{ flex: '1 1 14rem', minWidth: '12rem', maxWidth: '24rem' }}
    />
  );
}
