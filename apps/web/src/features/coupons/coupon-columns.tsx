import { Group, Stack, Text } from '@mantine/core';
import { type Coupon, type CouponState, couponWords } from '@stallfront/shared/coupons';
import { dayOf } from '../../ui/dates';
import { type ListColumn, StatusBadge, type StatusLook } from '../../ui/list-page';
import { statusColumn, twoLineColumn } from '../../ui/list-page/columns';
import { type CouponSort, STATE_LABEL } from './coupon-list';

export const STATE_LOOK: StatusLook<CouponState> = {
  labels: STATE_LABEL,
  colors: { active: 'teal', scheduled: 'blue', expired: 'gray', used_up: 'orange', off: 'gray' },
};

/** What it gives in words, from the coupon's rules: "10% off", "Buy 2, get 1 free". */
export const wordsOf = (coupon: Coupon, currency: string) =>
  couponWords(
    {
      kind: coupon.kind,
      percentBp: Math.round(coupon.percent * 100),
      amount: coupon.amount,
      buyQuantity: coupon.buy_quantity,
      getQuantity: coupon.get_quantity,
    },
    currency,
  );

/** "12 of 100 used", "3 used". */
export const usesOf = (coupon: Coupon) =>
  coupon.usage_limit === null ? `${coupon.used_count} used` : `${coupon.used_count} of ${coupon.usage_limit} used`;

/** "From Jan 1, 2026", "Jan 1 – Mar 31, 2026" as days. */
export const validityOf = (coupon: Coupon) =>
  coupon.ends_on ? `${dayOf(coupon.starts_on)} – ${dayOf(coupon.ends_on)}` : `From ${dayOf(coupon.starts_on)}`;

const codesOf = (coupon: Coupon) => (coupon.code_count > 1 ? ` · ${coupon.code_count} codes` : '');

export function couponColumns(currency: string): ListColumn<Coupon, CouponSort>[] {
  return [
    {
      ...twoLineColumn<Coupon>('code', 'Code', (row) => ({
        primary: row.code,
        secondary: `${wordsOf(row, currency)}${codesOf(row)}`,
      })),
      sortKey: 'code',
    },
    statusColumn('state', 'State', STATE_LOOK),
    { id: 'used', header: 'Uses', sortKey: 'used', cell: usesOf },
    { id: 'valid', header: 'Valid', cell: validityOf },
  ];
}

/** One coupon as a card on a phone. */
export function CouponCard({ row, currency }: { row: Coupon; currency: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} ff="monospace">
          {row.code}
        </Text>
        <StatusBadge status={row.state} look={STATE_LOOK} />
      </Group>
      <Text size="sm">{`${wordsOf(row, currency)}${codesOf(row)}`}</Text>
      <Text size="xs" c="dimmed">{`${usesOf(row)} · ${validityOf(row)}`}</Text>
    </Stack>
  );
}
