import { PRODUCT_CALLS, type Product } from '@stallfront/shared/products';
import { callApi } from '../../../api/client';
import { changedSections, DETAILS_FIELDS, OVERALL_FIELDS, type ProductFormValues, pick } from './product-form';

/**
 * A new product is one POST; an edit sends only the sections that changed, each with its own
 * call of spec section 7 and the version it builds on (the form's, then the last call's), and
 * answers with the product as the last call left it.
 */
export async function saveProduct(
  opened: { id: string; version: number } | null,
  values: ProductFormValues,
  isDirty: (path: string) => boolean,
): Promise<Product> {
  if (!opened) return (await callApi(PRODUCT_CALLS.create, values)).data;
  const { id } = opened;
  let saved: Product | null = null;
  for (const section of changedSections(isDirty)) {
    const at: { _id: string; version: number } = { _id: id, version: saved?.version ?? opened.version };
    if (section === 'overall')
      saved = (await callApi(PRODUCT_CALLS.saveOverall, { ...at, ...pick(values, OVERALL_FIELDS) })).data;
    if (section === 'details')
      saved = (await callApi(PRODUCT_CALLS.saveDetails, { ...at, ...pick(values, DETAILS_FIELDS) })).data;
    if (section === 'images') saved = (await callApi(PRODUCT_CALLS.saveImages, { ...at, images: values.images })).data;
  }
  return saved ?? (await callApi(PRODUCT_CALLS.get, { id })).data;
}
