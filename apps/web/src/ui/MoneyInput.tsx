import { NumberInput, type NumberInputProps } from '@mantine/core';
import { moneyFormat } from '@stallfront/shared/rules';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale'> {
  currency: string;
  /** Minor units (cents, paise); null when empty. */
  value: number | null;
  onChange: (minor: number | null) => void;
}

/** Money typed as a decimal in the store's currency and kept as integer minor units. */
export function MoneyInput({ currency, value, onChange, ...props }: MoneyInputProps) {
  // The symbol and decimals the lists print with, so "₹499.00" reads the same typed and shown.
  const { digits, prefix, suffix } = moneyFormat(currency);
  const scale = 10 ** digits;
  return (
    <NumberInput
      {...props}
      value={value === null ? '' : value / scale}
      onChange={(typed) => onChange(typed === '' ? null : Math.round(Number(typed) * scale))}
      decimalScale={digits}
      fixedDecimalScale
      thousandSeparator=","
      prefix={prefix || undefined}
      suffix={suffix || undefined}
      hideControls
      inputMode="decimal"
    />
  );
}
