import { NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { STORE_CONFIG, type StoreConfig } from '@stallfront/shared/store';
import { useSession } from '../../app/session/use-session';
import { SettingPage } from '../../ui/setting-page';

const BLANK: StoreConfig = { quote_validity_days: 14, min_order_quantity: 1, prices_signed_in_only: false };

/** What buyers meet, in a few words. */
function Summary({ config }: { config: StoreConfig }) {
  const days = Number(config.quote_validity_days) || 0;
  const minimum = Number(config.min_order_quantity) || 1;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          What buyers meet
        </Text>
        <Text size="sm">
          {minimum > 1 ? `Each item of a quote request asks for ${minimum} or more.` : 'Any quantity may be asked for.'}
        </Text>
        <Text size="sm">
          Your replies start with prices that hold {days} {days === 1 ? 'day' : 'days'}.
        </Text>
        <Text size="sm">
          {config.prices_signed_in_only
            ? 'Visitors see your products without prices until they sign in to their account.'
            : 'Every visitor sees your prices.'}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /setting/store-config: how a quote-based (B2B) store sells: validity of quoted prices and minimum quantities. */
export default function StoreConfigPage() {
  const hasAccounts = useSession().store?.data.ys_features.includes('customer_portal') ?? false;
  return (
    <SettingPage
      setting={STORE_CONFIG}
      title="B2B configuration"
      blank={BLANK}
      aside={(config) => <Summary config={config} />}
      sections={(form) => [
        {
          id: 'quotes',
          title: 'Quotes',
          content: (
            <Stack>
              <NumberInput
                label="Quoted prices hold for (days)"
                description="A reply starts with this validity; you may change it on each quote."
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('quote_validity_days')}
              />
              <NumberInput
                label="Minimum order quantity"
                description="Each item of a quote request asks for at least this many."
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('min_order_quantity')}
              />
            </Stack>
          ),
        },
        {
          id: 'prices',
          title: 'Prices in your shop',
          content: (
            <Switch
              label="Show prices to signed-in buyers only"
              description={
                hasAccounts
                  ? 'Other visitors see your products and may still ask for a quote; each product asks them to sign in for its price.'
                  : 'Buyers sign in to customer accounts to see prices: add the Customer portal app first.'
              }
              disabled={!hasAccounts && !form.values.prices_signed_in_only}
              {...form.getInputProps('prices_signed_in_only', { type: 'checkbox' })}
            />
          ),
        },
      ]}
    />
  );
}
