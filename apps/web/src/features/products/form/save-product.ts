import { PRODUCT_CALLS, type Product } from '@stallfront/shared/products';
import { callApi } from '../../../api/client';
import { changedSections, DETAILS_FIELDS, OVERALL_FIELDS, type ProductFormValues, pick } from './product-form';

/**
 * A new product is one POST; an edit sends only the sections that changed, each with its own
 * call of spec section 7, and answers with the product as the last call left it.
 */
export async function saveProduct(
  id: string | null,
  values: ProductFormValues,
  isDirty: (path: string) => boolean,
): Promise<Product> {
  if (!id) return (await callApi(PRODUCT_CALLS.create, values)).data;
  let saved: Product | null = null;
  for (const section of changedSections(isDirty)) {
    if (section === 'overall')
      saved = (await callApi(PRODUCT_CALLS.saveOverall, { _id: id, ...pick(values, OVERALL_FIELDS) })).data;
    if (section === 'details')
      saved = (await callApi(PRODUCT_CALLS.saveDetails, { _id: id, ...pick(values, DETAILS_FIELDS) })).data;
    if (section === 'images')
      saved = (await callApi(PRODUCT_CALLS.saveImages, { _id: id, images: values.images })).data;
  }
  return saved ?? (await callApi(PRODUCT_CALLS.get, { id })).data;
}
