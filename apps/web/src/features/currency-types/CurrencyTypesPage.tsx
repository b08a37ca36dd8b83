import { NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import {
  CURRENCY_TYPES,
  type CurrencyTypes,
  convertedText,
  DISPLAY_CURRENCIES_MAX,
  type DisplayCurrency,
} from '@stallfront/shared/currency-types';
import { currencyDigits, formatMoney } from '@stallfront/shared/rules';
import { useSession } from '../../app/session/use-session';
import { SettingList, SettingPage } from '../../ui/setting-page';

const BLANK: CurrencyTypes = { currencies: [] };
const NEW_CURRENCY: DisplayCurrency = { code: '', rate: 1, automatic: false, rate_updated_at: null };
/** A price in the preview: a thousand of the store's currency. */
const SAMPLE_UNITS = 1000;

/** /setting/currency-types: the currencies the shop also shows its prices in, each at a rate; orders stay in the store's. */
export default function CurrencyTypesPage() {
  const own = useSession().store?.data.currency ?? 'USD';
  const choices = Intl.supportedValuesOf('currency').filter((code) => code !== own);
  return (
    <SettingPage
      setting={CURRENCY_TYPES}
      title="Currencies"
      blank={BLANK}
      sections={(form) => [
        {
          id: 'currencies',
          title: 'Display currencies',
          description: `Shoppers pick one in your shop's header and see prices converted from ${own}. Checkout, orders and payments stay in ${own}.`,
          content: (
            <SettingList
              form={form}
              path="currencies"
              items={form.getValues().currencies}
              blank={NEW_CURRENCY}
              addLabel="Add a currency"
              max={DISPLAY_CURRENCIES_MAX}
              nameOf={(currency) => currency.code || 'New currency'}
            >
              {(i) => {
                const currency = form.getValues().currencies[i];
                return (
                  <>
                    <Select
                      label="Currency"
                      required
                      searchable
                      data={choices}
                      {...form.getInputProps(`currencies.${i}.code`)}
                    />
                    <NumberInput
                      label={`Rate: ${currency?.code || 'units'} per 1 ${own}`}
                      required
                      min={0}
                      decimalScale={8}
                      {...form.getInputProps(`currencies.${i}.rate`)}
                    />
                    <Switch
                      label="Update automatically from the rates source"
                      description="Off: the rate stays as you enter it"
                      {...form.getInputProps(`currencies.${i}.automatic`, { type: 'checkbox' })}
                    />
                    {currency?.rate_updated_at ? (
                      <Text size="sm" c="dimmed">
                        {`Rate updated ${new Date(currency.rate_updated_at).toLocaleString()}`}
                      </Text>
                    ) : null}
                  </>
                );
              }}
            </SettingList>
          ),
        },
      ]}
      aside={(values) => <CurrencyPreview own={own} currencies={values.currencies} />}
    />
  );
}

/** What a shopper sees beside a price of a thousand in the store's currency. */
function CurrencyPreview({ own, currencies }: { own: string; currencies: DisplayCurrency[] }) {
  const amount = SAMPLE_UNITS * 10 ** currencyDigits(own);
  const shown = currencies.filter((c) => /^[A-Z]{3}$/.test(c.code) && c.rate > 0);
  return (
    <Stack gap={4}>
      <Text fw={600}>In the shop</Text>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Add a currency to see a price converted.
        </Text>
      ) : (
        shown.map((c) => (
          <Text key={c.code} size="sm">{`${formatMoney(amount, own)} ${convertedText(amount, own, c)}`}</Text>
        ))
      )}
    </Stack>
  );
}
