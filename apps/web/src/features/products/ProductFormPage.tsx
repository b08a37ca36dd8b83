import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DEFAULT_IMAGE_COUNT, PRODUCT_EXTRA_ACCESS } from '@stallfront/shared/rules';
import { type Product, type ProductFeatures, productCreateBody } from '@stallfront/shared/products';
import { useMayCall } from '../../app/session/use-may-call';
import { ImageUploader } from '../../ui/ImageUploader';
import { EditingNotice } from '../editing/EditingNotice';
import { ProductExtrasCard } from '../product-extras/ProductExtrasCard';
import { FormPage } from '../../ui/form-page';
import { notifySuccess } from '../../ui/notify';
import { ArchivedNotice } from './form/ArchivedNotice';
import { BasicsSection } from './form/BasicsSection';
import { BranchStockCard } from './form/BranchStockCard';
import { ImportedImagesNotice } from './form/ImportedImagesNotice';
import { InventorySection } from './form/InventorySection';
import { MeasurementsSection } from './form/MeasurementsSection';
import { OrganizeAside } from './form/OrganizeAside';
import { ProductActions } from './form/ProductActions';
import { PricingSection } from './form/PricingSection';
import { SeoSection } from './form/SeoSection';
import { VariantsSection } from './form/VariantsSection';
import { editBlockedReason, emptyProduct, type ProductFormValues, toFormValues } from './form/product-form';
import { saveProduct } from './form/save-product';
import { productKeys, useProduct, useProductFeatures } from './product-queries';

/** /product-sections/products/new and /product-sections/products/:id: one form for adding and editing. */
export default function ProductFormPage() {
  const { id } = useParams();
  const { data: features, error: featuresError } = useProductFeatures();
  const { data: product, error: productError } = useProduct(id);
  const error = featuresError ?? productError;
  if (error)
    return (
      <Alert color="red" title="This product cannot be shown">
        {error.message}
      </Alert>
    );
  if (!features || (id && !product)) {
    return (
      <Center mih={240}>
        <Loader aria-label="Loading the product" />
      </Center>
    );
  }
  return <ProductForm key={product?._id ?? 'new'} product={product} features={features} />;
}

function ProductForm({ product, features }: { product: Product | undefined; features: ProductFeatures }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: product ? toFormValues(product) : emptyProduct(),
    validate: zod4Resolver(productCreateBody),
  });
  const blocked = editBlockedReason(features, !product);
  const mayAttachExtras = useMayCall(PRODUCT_EXTRA_ACCESS.write);
  const disabled = blocked !== null;
  const currency = product?.currency ?? features.currency;
  // Images an import fetches reach the product while its form is open: a gallery not edited here takes them.
  const savedImages = JSON.stringify(product?.images ?? []);
  useEffect(() => {
    if (!product || form.isDirty('images')) return;
    form.setInitialValues({ ...form.getInitialValues(), images: product.images });
    form.setFieldValue('images', product.images);
  }, [savedImages]);

  // The version the form's values stand on: a refetch of the product must not move it.
  const openedVersion = useRef(product?.version ?? 0);
  const onSubmit = async (values: ProductFormValues) => {
    const opened = product ? { id: product._id, version: openedVersion.current } : null;
    const saved = await saveProduct(opened, values, form.isDirty);
    openedVersion.current = saved.version;
    queryClient.setQueryData(productKeys.detail(saved._id), saved);
    await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    form.setInitialValues(toFormValues(saved));
    form.setValues(toFormValues(saved));
    form.resetDirty();
    notifySuccess(product ? 'Product saved.' : 'Product added.');
    if (!product) navigate(`/product-sections/products/${saved._id}`, { replace: true });
  };

  return (
    <FormPage
      form={form}
      title={product ? product.name : 'Add product'}
      backTo={product?.archived ? '/product-sections/archive' : '/product-sections/products'}
      backLabel={product?.archived ? 'Archive' : 'Products'}
      onSubmit={onSubmit}
      saveLabel={product ? 'Save' : 'Add product'}
      isNew={!product}
      headerActions={product && <ProductActions product={product} features={features} />}
      notice={
        product && (
          <>
            <EditingNotice subject={`product:${product._id}`} what="this product" />
            <ArchivedNotice product={product} features={features} />
          </>
        )
      }
      sections={[
        { id: 'basics', title: 'Product', content: <BasicsSection form={form} isNew={!product} disabled={disabled} /> },
        {
          id: 'images',
          title: 'Images',
          description: 'The first image is the main one. Drag to reorder.',
          content: (
            <Stack>
              {product && <ImportedImagesNotice productId={product._id} />}
              <ImageUploader
                label="Product images"
                max={features.image_limit || DEFAULT_IMAGE_COUNT}
                images={form.getValues().images}
                onChange={(images) => form.setFieldValue('images', images)}
                disabled={disabled}
                withLibrary={features.image_uploader}
              />
            </Stack>
          ),
        },
        {
          id: 'pricing',
          title: 'Pricing',
          content: <PricingSection form={form} currency={currency} disabled={disabled} />,
        },
        { id: 'inventory', title: 'Inventory', content: <InventorySection form={form} disabled={disabled} /> },
        {
          id: 'variants',
          title: 'Options and variants',
          description: 'Sizes, colours or materials, each variant with its own SKU, price, stock and images.',
          content: <VariantsSection form={form} currency={currency} disabled={disabled} />,
        },
        { id: 'measurements', title: 'Measurements', content: <MeasurementsSection form={form} disabled={disabled} /> },
        {
          id: 'seo',
          title: 'Search engine listing',
          content: <SeoSection form={form} savedSlug={product?.slug ?? null} disabled={disabled} />,
        },
      ]}
      aside={
        <Stack>
          {blocked && <Alert color="yellow">{blocked}</Alert>}
          <OrganizeAside form={form} features={features} archived={product?.archived ?? false} disabled={disabled} />
          {product && <BranchStockCard product={product} features={features} />}
          {product && mayAttachExtras && <ProductExtrasCard productId={product._id} />}
        </Stack>
      }
    />
  );
}
