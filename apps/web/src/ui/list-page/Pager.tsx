import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { LIST_PAGE_SIZES } from '@stallfront/shared/list';
import type { ListCount, PageSize } from './types';

interface PagerProps {
  pageNumber: number;
  /** Rows on this page. */
  rowCount: number;
  /** All matching rows, when the list counts them. */
  count?: ListCount;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
  pageSize: PageSize;
  onPageSize: (size: PageSize) => void;
}

const SIZE_OPTIONS = LIST_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** "26–50 of 1,234", "1–25 of 10,000+", or "1–25" where the list is not counted. */
export function rangeText(pageNumber: number, pageSize: number, rowCount: number, count?: ListCount): string {
  if (rowCount === 0) return `Page ${pageNumber}`;
  const from = (pageNumber - 1) * pageSize + 1;
  const range = `${from.toLocaleString()}–${(from + rowCount - 1).toLocaleString()}`;
  return count ? `${range} of ${count.total.toLocaleString()}${count.capped ? '+' : ''}` : range;
}

/** Keyset paging only knows the next page, so it offers Previous and Next rather than page numbers. */
export function Pager({
  pageNumber,
  rowCount,
  count,
  canGoBack,
  canGoForward,
  onBack,
  onForward,
  pageSize,
  onPageSize,
}: PagerProps) {
  const sizeId = useId();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="nav" aria-label="Pages">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
          Rows per page
        </Text>
        <NativeSelect
          id={sizeId}
          w={80}
          size="xs"
          data={SIZE_OPTIONS}
          value={String(pageSize)}
          onChange={(event) => {
            const size = LIST_PAGE_SIZES.find((s) => String(s) === event.currentTarget.value);
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
        <Text size="sm" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {rangeText(pageNumber, pageSize, rowCount, count)}
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
