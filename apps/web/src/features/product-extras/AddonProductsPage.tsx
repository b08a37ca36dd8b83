import { NumberInput } from '@mantine/core';
import { ADDON_PRODUCT, MAX_OFFERED_PRODUCTS } from '@stallfront/shared/product-extras';
import { countOf } from '@stallfront/shared/rules';
import { ProductPicker, ResourcePage } from '../../ui/resource-page';

/** /product-extras/addon-products: products offered beside chosen products ("frequently bought together"), cheaper together. */
export default function AddonProductsPage() {
  return (
    <ResourcePage<typeof ADDON_PRODUCT>
      resource={ADDON_PRODUCT}
      title="Add-on products"
      summary={(offer) =>
        `${countOf(offer.offered_ids.length, 'product')} offered · ${
          offer.discount_percent > 0 ? `${offer.discount_percent}% off together` : 'full price'
        }`
      }
      blank={{ offered_ids: [], discount_percent: 10 }}
      fields={(form) => (
        <>
          <ProductPicker
            label="Products offered"
            description={`Up to ${MAX_OFFERED_PRODUCTS}, ticked beside the product's buy box`}
            required
            maxValues={MAX_OFFERED_PRODUCTS}
            value={form.getValues().offered_ids as string[]}
            onChange={(ids) => form.setFieldValue('offered_ids', ids)}
            error={form.errors.offered_ids}
          />
          <NumberInput
            label="Discount when bought together"
            description="Off each offered product, as long as the cart holds the product it was offered with"
            min={0}
            max={50}
            allowDecimal={false}
            suffix="%"
            {...form.getInputProps('discount_percent')}
          />
        </>
      )}
      emptyState={{
        title: 'No add-on products yet',
        message:
          'Offer a cap with a tee or a case with a phone: shoppers tick them beside the buy box and add them in one go, cheaper together.',
      }}
    />
  );
}
