import { Group, Stack, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { QuoteDetail, QuoteLine } from '@stallfront/shared/requests';
import { formatMoney } from '@stallfront/shared/rules';
import { useIsPhone } from '../../ui/list-page/use-is-phone';
import { MoneyInput } from '../../ui/MoneyInput';
import type { ReplyValues } from './reply-form';

interface LinesProps {
  quote: QuoteDetail;
  /** Given when the quote is open to a reply: the price per line is typed. */
  form?: UseFormReturnType<ReplyValues>;
}

/** The request's lines with quantity, list price and the merchant's price: a table, or one block per line on a phone. */
export function QuoteLinesTable({ quote, form }: LinesProps) {
  const isPhone = useIsPhone();
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const price = (line: QuoteLine, i: number) =>
    form ? (
      <MoneyInput
        currency={quote.currency}
        aria-label={`Price of ${line.name}`}
        {...form.getInputProps(`lines.${i}.price`)}
        value={form.getValues().lines[i]?.price ?? null}
        onChange={(minor) => form.setFieldValue(`lines.${i}.price`, minor)}
      />
    ) : line.quoted_price === null ? (
      '—'
    ) : (
      money(line.quoted_price)
    );
  const item = (line: QuoteLine) => (
    <>
      <Text size="sm" fw={500}>
        {line.name}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {line.sku}
      </Text>
    </>
  );

  if (isPhone) {
    return (
      <Stack gap="md">
        {quote.lines.map((line, i) => (
          <Stack key={line._id} gap={4}>
            {item(line)}
            <Group justify="space-between" wrap="nowrap" align="center">
              <Text size="sm" c="dimmed">
                {line.quantity} × list {money(line.list_price)}
              </Text>
              {form ? <div style={{ maxWidth: 150 }}>{price(line, i)}</div> : <Text fw={500}>{price(line, i)}</Text>}
            </Group>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">List price</Table.Th>
          <Table.Th ta="right" w={160}>
            Your price (each)
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {quote.lines.map((line, i) => (
          <Table.Tr key={line._id}>
            <Table.Td>{item(line)}</Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            <Table.Td ta="right">{money(line.list_price)}</Table.Td>
            <Table.Td ta="right">{price(line, i)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
