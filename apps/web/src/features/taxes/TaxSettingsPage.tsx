import { Switch, Text } from '@mantine/core';
import { TAX_SETTING, type TaxSetting } from '@stallfront/shared/taxes';
import { SettingPage } from '../../ui/setting-page';

const BLANK: TaxSetting = { prices_include_tax: false };

/** /setting/tax-rates/settings: whether the prices on products already hold tax. */
export default function TaxSettingsPage() {
  return (
    <SettingPage
      setting={TAX_SETTING}
      title="Tax settings"
      blank={BLANK}
      sections={(form) => [
        {
          id: 'prices',
          title: 'Prices',
          description:
            'With tax included, a shopper at home pays the price shown; a delivery abroad, or to a place with another rate, pays the price without your tax plus the rate there.',
          content: (
            <>
              <Switch
                label="Prices I enter include tax"
                {...form.getInputProps('prices_include_tax', { type: 'checkbox' })}
              />
              <Text size="xs" c="dimmed" mt="xs">
                Where your store is for tax (its GSTIN's state in India, else the state of its address) is set on the
                Store page.
              </Text>
            </>
          ),
        },
      ]}
    />
  );
}
