import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { APPOINTMENT_CATEGORY } from '@stallfront/shared/appointment-categories';
import { APPOINTMENT_CALLS } from '@stallfront/shared/appointments';
import { BLOG_POST } from '@stallfront/shared/blogs';
import { CATALOG_PAGE_CALLS } from '@stallfront/shared/catalog-page';
import { COLLECTION } from '@stallfront/shared/collections';
import { CURRENCY_TYPES } from '@stallfront/shared/currency-types';
import {
  ADDON,
  ADDON_PRODUCT,
  AMENITY,
  FAQ,
  FOOTNOTE,
  HIGHLIGHT,
  IMAGE_TAG,
  MEASUREMENT_SET,
  PRODUCT_TAG_CALLS,
  type SimpleResource,
  SIZE_CHART,
  VARIANT_COLOR,
  PRODUCT_TAXONOMY_CALLS,
} from '@stallfront/shared/product-extras';
import { countOf } from '@stallfront/shared/rules';
import { MEDIA_GALLERY_CALLS, PRODUCT_CALLS } from '@stallfront/shared/products';
import { REVIEW_CALLS } from '@stallfront/shared/reviews';
import { PAYMENT_GATEWAY_CALLS, PAYMENT_METHOD_LABELS } from '@stallfront/shared/payments';
import { DELIVERY_METHOD, SHIPPING_METHOD } from '@stallfront/shared/shipping';
import { RECIPE } from '@stallfront/shared/recipes';
import { NOTIFICATION_SETTING } from '@stallfront/shared/store';
import { TAX_CLASS } from '@stallfront/shared/taxes';
import { STORE_PAGE, type StoreSetting, WEBSITE_STATES, WEBSITE_STATE_CALLS } from '@stallfront/shared/website';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { appointmentKeys } from '../appointments/appointment-queries';
import { productKeys, useCatalogs } from '../products/product-queries';
import { reviewKeys } from '../reviews/review-queries';

/** The figure under a card; nothing while it loads or when it cannot be read. A step left to do stands out. */
function Figure({ text, todo = false }: { text: string | undefined; todo?: boolean }) {
  if (text === undefined) return null;
  return (
    <Text size="sm" c={todo ? 'orange.8' : 'dimmed'} fw={todo ? 600 : undefined}>
      {todo ? `To do: ${text}` : text}
    </Text>
  );
}

function useProductCount(archived: 'true' | 'false') {
  return useQuery({
    queryKey: [...productKeys.all, 'hub-count', archived],
    queryFn: ({ signal }) => callApi(PRODUCT_CALLS.count, { archived }, { signal }),
  });
}

function ProductCount() {
  const { data } = useProductCount('false');
  return <Figure text={data && countOf(data.total, 'product')} />;
}

function ArchivedCount() {
  const { data } = useProductCount('true');
  return <Figure text={data && `${data.total.toLocaleString()} archived`} />;
}

function CatalogCount() {
  const { data } = useCatalogs();
  return <Figure text={data && countOf(data.length, 'catalog')} />;
}

/** Counted from one page of pending reviews: "100+ pending" beyond it. */
function PendingReviews() {
  const { data } = useQuery({
    queryKey: [...reviewKeys.all, 'hub-pending'],
    queryFn: ({ signal }) => callApi(REVIEW_CALLS.list, { status: 'pending', limit: 100 }, { signal }),
  });
  return <Figure text={data && `${data.list.length}${data.next_cursor ? '+' : ''} pending`} />;
}

/** Appointments still to come or to close: the booked ones. */
function BookedAppointments() {
  const { data } = useQuery({
    queryKey: [...appointmentKeys.lists(), 'hub-booked'],
    queryFn: ({ signal }) => callApi(APPOINTMENT_CALLS.count, { status: 'booked' }, { signal }),
  });
  return <Figure text={data && `${data.total.toLocaleString()} booked`} />;
}

/** Catalogs still to map to a Google category. */
function UnmappedCatalogs() {
  const { data } = useQuery({
    queryKey: ['product taxonomy', 'hub-unmapped'],
    queryFn: ({ signal }) => callApi(PRODUCT_TAXONOMY_CALLS.count, { mapped: 'unmapped' }, { signal }),
  });
  return <Figure text={data && (data.total ? `${data.total.toLocaleString()} to map` : 'All mapped')} />;
}

type CountCall = SimpleResource['calls']['count'] | typeof PRODUCT_TAG_CALLS.count;

/** A list's figure from its count call: how many the store has ("3 footnotes"), refreshed under the list's key. */
function listCount(key: string, call: CountCall, one: string, other?: string): ComponentType {
  return function ListCount() {
    const { data } = useQuery({
      queryKey: [key, 'hub-count'],
      queryFn: ({ signal }) => callApi(call, {}, { signal }),
    });
    return <Figure text={data && countOf(data.total, one, other)} />;
  };
}

/** A website setting's state ("On", "2 of 4 written", "Not set up"), all read in one call; a save refreshes it. */
function settingState(key: string, unsaved = 'Not set up'): ComponentType {
  return function SettingState() {
    const { data } = useQuery({
      queryKey: ['store-setting', 'states'],
      queryFn: ({ signal }) => callApi(WEBSITE_STATE_CALLS.states, {}, { signal }),
    });
    return <Figure text={data && (data.data[key] ?? unsaved)} />;
  };
}

const resourceCount = (resource: SimpleResource) =>
  listCount(resource.plural, resource.calls.count, resource.noun, resource.plural);

/** A setting the store should have some of: its count, or what is left to do while it has none. */
function countOrTodo(resource: SimpleResource, todo: string): ComponentType {
  return function CountOrTodo() {
    const { data } = useQuery({
      queryKey: [resource.plural, 'hub-count'],
      queryFn: ({ signal }) => callApi(resource.calls.count, {}, { signal }),
    });
    if (!data) return null;
    return data.total ? (
      <Figure text={countOf(data.total, resource.noun, resource.plural)} />
    ) : (
      <Figure text={todo} todo />
    );
  };
}

/** The ways shoppers pay, or what is left to do while the store takes the defaults. */
function PaymentMethods() {
  const { data } = useQuery({
    queryKey: ['payment-gateway'],
    queryFn: ({ signal }) => callApi(PAYMENT_GATEWAY_CALLS.get, {}, { signal }),
  });
  if (!data) return null;
  if (!data.data.saved) return <Figure text="choose how shoppers pay" todo />;
  return <Figure text={data.data.methods.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ')} />;
}

/** A store setting in its declaration's few words, or `unsaved` until it is first saved; shares the screen's query. */
function settingSummary(setting: StoreSetting, unsaved: string): ComponentType {
  return function SettingSummary() {
    const { data } = useQuery({
      queryKey: ['store-setting', setting.key],
      queryFn: ({ signal }) => callApi(setting.calls.get, {}, { signal }),
    });
    if (!data) return null;
    return <Figure text={data.data ? setting.summary(data.data) : unsaved} />;
  };
}

/** The catalog pages' design: the shop's default until saved, then how many catalogs have their own. */
function CatalogDesigns() {
  const { data } = useQuery({
    queryKey: ['catalog-page'],
    queryFn: ({ signal }) => callApi(CATALOG_PAGE_CALLS.get, undefined, { signal }),
  });
  if (!data) return null;
  const { saved, overrides } = data.data;
  if (!saved) return <Figure text="The shop's default design" />;
  return (
    <Figure text={overrides.length ? `Own design for ${countOf(overrides.length, 'catalog')}` : 'One design for all'} />
  );
}

/** A step of opening the store (the session's deploy stages): done, or left to do. */
function deployStage(stage: 'logo' | 'domain', done: string, todo: string): ComponentType {
  return function DeployStage() {
    const { store } = useSession();
    if (!store) return null;
    return store.deployDetails.deploy_stages[stage] ? <Figure text={done} /> : <Figure text={todo} todo />;
  };
}

/** The hubs' figures by route name: only screens whose figure is one cheap call. */
export const HUB_STATS: Readonly<Record<string, ComponentType>> = {
  products: ProductCount,
  product_archive: ArchivedCount,
  catalogs: CatalogCount,
  product_reviews: PendingReviews,
  appointments: BookedAppointments,
  extras_footnote: resourceCount(FOOTNOTE),
  extras_faq: resourceCount(FAQ),
  extras_image_tags: resourceCount(IMAGE_TAG),
  extras_highlights: resourceCount(HIGHLIGHT),
  extras_amenities: resourceCount(AMENITY),
  extras_variant_colors: resourceCount(VARIANT_COLOR),
  extras_size_chart: resourceCount(SIZE_CHART),
  extras_measurement_sets: resourceCount(MEASUREMENT_SET),
  extras_addon_products: resourceCount(ADDON_PRODUCT),
  extras_addons: resourceCount(ADDON),
  extras_product_tags: listCount('product tags', PRODUCT_TAG_CALLS.count, 'tag'),
  extras_product_taxonomy: UnmappedCatalogs,
  extras_image_gallery: listCount('media', MEDIA_GALLERY_CALLS.count, 'image'),
  pages: resourceCount(STORE_PAGE),
  tax_rates: countOrTodo(TAX_CLASS, 'add a tax class'),
  delivery_methods: countOrTodo(DELIVERY_METHOD, 'choose how orders reach shoppers'),
  shipping_methods: countOrTodo(SHIPPING_METHOD, 'set where you ship and at what rates'),
  payment_gateway: PaymentMethods,
  notification_settings: settingSummary(NOTIFICATION_SETTING, 'The default mails'),
  logo_management: deployStage('logo', 'Logo set', 'add your logo'),
  domain: deployStage('domain', 'Connected', 'connect your domain'),
  blogs: resourceCount(BLOG_POST),
  recipes: resourceCount(RECIPE),
  collections: resourceCount(COLLECTION),
  appointment_categories: countOrTodo(APPOINTMENT_CATEGORY, 'add the services you book'),
  currency_types: settingSummary(CURRENCY_TYPES, 'Only the store currency'),
  catalog_page: CatalogDesigns,
  ...Object.fromEntries(
    WEBSITE_STATES.map((setting) => [
      setting.key,
      settingState(setting.key, 'unsaved' in setting ? setting.unsaved : undefined),
    ]),
  ),
};
