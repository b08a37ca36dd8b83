import { Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { QuoteDetail } from '@stallfront/shared/requests';
import { formatMoney } from '@stallfront/shared/rules';
import { MoneyInput } from '../../ui/MoneyInput';
import type { ReplyValues } from './reply-form';

/**
 * The request's lines: quantity and list price, and the merchant's price per line, typed
 * when `form` is given (a quote open to a reply), else as quoted. Scrolls sideways on a phone.
 */
export function QuoteLinesTable({ quote, form }: { quote: QuoteDetail; form?: UseFormReturnType<ReplyValues> }) {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  return (
    <Table.ScrollContainer minWidth={520}>
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
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {line.sku}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{money(line.list_price)}</Table.Td>
              <Table.Td ta="right">
                {form ? (
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
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
