import { Badge, type MantineColor } from '@mantine/core';

/** How a list shows each value of a status: a badge colour, and words when the value itself is not them. */
export interface StatusLook<Status extends string> {
  colors: Record<Status, MantineColor>;
  labels?: Record<Status, string>;
  variant?: 'light' | 'dot';
}

/**
 * A status as a badge, in a table cell or on a phone card. A value the look does not know (one
 * the server added since this console was built) shows as it is, in gray.
 */
export function StatusBadge<Status extends string>({ status, look }: { status: Status; look: StatusLook<Status> }) {
  const known = Object.hasOwn(look.colors, status);
  return (
    <Badge color={known ? look.colors[status] : 'gray'} variant={look.variant ?? 'light'}>
      {(known && look.labels?.[status]) || status}
    </Badge>
  );
}
