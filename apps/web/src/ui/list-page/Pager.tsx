import { Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { LIST_PAGE_SIZES } from '@stallfront/shared/list';
import type { PageSize } from './types';

interface PagerProps {
  pageNumber: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
  pageSize: PageSize;
  onPageSize: (size: PageSize) => void;
}

const SIZE_OPTIONS = LIST_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** Keyset paging only knows the next page, so it offers Previous and Next rather than page numbers. */
export function Pager({ pageNumber, canGoBack, canGoForward, onBack, onForward, pageSize, onPageSize }: PagerProps) {
  const sizeId = useId();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="nav" aria-label="Pages">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
          Rows per page
        </Text>
        <Select
          id={sizeId}
          w={80}
          size="xs"
          data={SIZE_OPTIONS}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => {
            const size = LIST_PAGE_SIZES.find((s) => String(s) === value);
            if (size) onPageSize(size);
          }}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} />}
          disabled={!canGoBack}
          onClick={onBack}
        >
          Previous
        </Button>
        <Text size="sm" aria-live="polite">
          Page {pageNumber}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} />}
          disabled={!canGoForward}
          onClick={onForward}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
