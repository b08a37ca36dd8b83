import { CURRENCY_TYPES, type DisplayCurrency } from '@stallfront/shared/currency-types';
import { SIZING_ASSISTANT, type SizingAssistant } from '@stallfront/shared/sizing-assistant';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  computeYsFeatures,
  DEFAULT_STORE_OPTIONS,
  STORE_CONFIG,
  type StoreOptions,
  storeOptions,
  type QuoteSubType,
  type StoreType,
  storeTimeZone,
} from '@stallfront/shared';
import { type PaymentGatewayPublic, paymentGatewayPublic } from '@stallfront/shared/payments';
import { SHOP_HERO_KEYS, type ShopMenu, type ShopStore, shopBuyMode, shopHero } from '@stallfront/shared/shop';
import type { ThemeColors, ThemeFonts } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import type { ChangeNotices } from '../../platform/auth/session-cache-wiring.js';
import { stores } from '../../db/schema/index.js';
import {
  ANNOUNCEMENT_BAR,
  type AnnouncementBar,
  CHAT_BUTTON,
  type ChatButton,
  FOOTER_CONTENT,
  FOOTER_SEO_LINKS,
  MENUS,
  type Menus,
  type FooterContent,
  type FooterSeoLinks,
  POLICIES,
  POLICY_KINDS,
  type PolicyKind,
  SEARCH_KEYWORDS,
  type SearchKeywords,
  STORE_POPUP,
  STORE_SEO,
  type StorePopup,
  type StoreSeo,
} from '@stallfront/shared/website';
import { STORE_OPTIONS_KEY } from '../store/settings.service.js';
import { shopThemeOf } from '../themes/shop-theme.js';
import { shopBaseUrl } from './shop-url.js';
import { menuPathsColumn } from './site-menu-paths.js';

/** A store as its shop needs it, with where its pages live and its menu. */
export interface ShopContext {
  store: ShopStore;
  /** The catalog navigation menu; items whose catalog is hidden or gone are left out. */
  menu: ShopMenu;
  /** The store's features now (package, paid and unexpired trials): what the shop offers. */
  features: string[];
  /** The zone of the store's hours and bookings. */
  timeZone: string;
  /** ISO code of the store's country: the checkout's default. */
  country: string;
  /**
   * The store's settings the shop draws around its pages, parsed once per store row with the
   * schema they were saved by: a value an older release wrote that no longer fits is null.
   */
  settings: {
    announcementBar: AnnouncementBar | null;
    chatButton: ChatButton | null;
    seo: StoreSeo | null;
    footer: FooterContent | null;
    footerLinks: FooterSeoLinks | null;
    searchKeywords: SearchKeywords | null;
    storePopup: StorePopup | null;
    menus: Menus | null;
    /** /setting/currency-types: the currencies prices are also shown in ([] until saved). */
    displayCurrencies: DisplayCurrency[];
    /** /setting/sizing-assistant; null until saved (the panel is off). */
    sizingAssistant: SizingAssistant | null;
    /** The methods and public keys saved on /setting/payment-gateway; null: the default methods. */
    paymentGateway: PaymentGatewayPublic | null;
    /** /setting/store's units, order number format and checkout options (the defaults until saved). */
    storeOptions: StoreOptions;
    /** A quote store shows prices to signed-in buyers only (/setting/store-config). */
    pricesForSignedInOnly: boolean;
  };
  /** The shop path ("/c/sale") of each catalog, product and page the saved menus link, by id, while it is shown. */
  menuPaths: Record<string, string>;
  /** The published pages (title and slug, by title) and the policies written, for the footer and the sitemap. */
  sitePages: { pages: { title: string; slug: string }[]; policies: PolicyKind[] };
  /** Whether the store has a published article: the footer then links its guides. */
  hasGuides: boolean;
  /** The home page's hero words (shopHero). */
  hero: { headline: string; tagline: string };
  /** Absolute start of every canonical address: https://{custom domain} when verified, else PUBLIC_URL/s/{sub_domain}. */
  canonicalBase: string;
}

/** The store settings the shop reads with the store row (site-bits.ts draws them). */
const SHOP_SETTINGS = [
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  STORE_SEO,
  FOOTER_CONTENT,
  FOOTER_SEO_LINKS,
  SEARCH_KEYWORDS,
  STORE_POPUP,
  MENUS,
  { key: 'payment_gateway' },
  { key: STORE_OPTIONS_KEY },
  STORE_CONFIG,
  CURRENCY_TYPES,
  SIZING_ASSISTANT,
];
/** The footer lists this many of the store's pages at most. */
const FOOTER_PAGES = 20;

const columns = {
  id: stores.id,
  name: stores.name,
  subDomain: stores.subDomain,
  type: stores.type,
  subType: stores.subType,
  currency: stores.currency,
  logo: stores.logo,
  favicon: stores.favicon,
  themeColors: stores.themeColors,
  // The theme it wears, else the platform's default (modules/themes); a theme's change drops this row.
  theme: sql<{ colors: ThemeColors; fonts: ThemeFonts } | null>`coalesce(
    (select json_build_object('colors', t.colors, 'fonts', t.fonts) from themes t where t.id = "stores"."theme_id"),
    (select json_build_object('colors', t.colors, 'fonts', t.fonts) from themes t where t.is_default and "stores"."theme_id" is null))`,
  status: stores.status,
  customDomain: stores.customDomain,
  customDomainVerifiedAt: stores.customDomainVerifiedAt,
  packageId: stores.packageId,
  // From the platform's catalogue, which its admin edits (modules/admin-packages).
  packageFeatures: sql<
    string[]
  >`coalesce((select p.features from packages p where p.id = "stores"."package_id"), '{}'::text[])`,
  paidFeatures: stores.paidFeatures,
  country: stores.country,
  timezone: stores.timezone,
  // Only the hero's words of additional_features: the rest is the console's.
  heroWords: sql<Record<string, unknown>>`jsonb_build_object(
    ${SHOP_HERO_KEYS.headline}::text, ${stores.additionalFeatures} -> ${SHOP_HERO_KEYS.headline}::text,
    ${SHOP_HERO_KEYS.tagline}::text, ${stores.additionalFeatures} -> ${SHOP_HERO_KEYS.tagline}::text)`,
  trials: sql<
    { name: string; status: boolean; uninstalled: boolean; created_at: string; days: number | null }[]
  >`coalesce((
    select json_agg(json_build_object('name', tf.name, 'status', tf.status, 'uninstalled', tf.uninstalled, 'created_at', tf.created_at, 'days', tf.days))
    from trial_features tf where tf.store_id = "stores"."id"), '[]'::json)`,
  settings: sql<Record<string, unknown>>`coalesce((
    select json_object_agg(ss.key, ss.value) from store_settings ss
    where ss.store_id = "stores"."id" and ss.key in (${sql.join(
      SHOP_SETTINGS.map((setting) => sql`${setting.key}`),
      sql`, `,
    )})), '{}'::json)`,
  // The policies' texts stay in their row: the footer needs only which are written.
  pages: sql<{ title: string; slug: string }[]>`coalesce((
    select json_agg(json_build_object('title', p.name, 'slug', p.slug) order by lower(p.name))
    from (select name, slug from store_pages sp where sp.store_id = "stores"."id" and sp.status = 'published'
          order by lower(sp.name) limit ${FOOTER_PAGES}) p), '[]'::json)`,
  policies: sql<string[]>`coalesce((
    select json_agg(kind.key) from store_settings ss, jsonb_each_text(ss.value) kind
    where ss.store_id = "stores"."id" and ss.key = ${POLICIES.key} and kind.value <> ''), '[]'::json)`,
  menuPaths: menuPathsColumn,
  hasGuides: sql<boolean>`exists(select 1 from articles a where a.store_id = "stores"."id" and a.status = 'published')`,
  // The menu comes with the store in the same statement: every page draws it.
  // (Written out: a one-table select leaves column names unqualified, which the joins would make ambiguous.)
  menu: sql<MenuRow[]>`coalesce((
    select json_agg(json_build_object('section', sec.name, 'name', nav.name, 'link', nav.link, 'catalog_slug', cat.slug)
                    order by sec.position, sec.id, nav.position)
    from catalog_navigations nav
    join catalog_navigation_sections sec on sec.id = nav.section_id
    left join catalogs cat on cat.id = nav.catalog_id and cat.store_id = nav.store_id and cat.status = 'active'
    where nav.store_id = "stores"."id"), '[]'::json)`,
};
interface MenuRow {
  section: string;
  name: string;
  link: string | null;
  catalog_slug: string | null;
}
const readShopRow = (db: Db, where: ReturnType<typeof eq>) => db.select(columns).from(stores).where(where).limit(1);
type ShopStoreRow = Awaited<ReturnType<typeof readShopRow>>[number];

function menuOf(rows: MenuRow[], base: string): ShopMenu {
  const menu: ShopMenu = [];
  for (const row of rows) {
    // A link is a path in the store (/sale), so it goes under the shop's base, or an https address.
    const link = row.link?.startsWith('/') ? `${base}${row.link}` : row.link;
    const href = row.catalog_slug ? `${base}/c/${row.catalog_slug}` : link;
    if (!href) continue;
    let section = menu.at(-1);
    if (section?.name !== row.section) {
      section = { name: row.section, links: [] };
      menu.push(section);
    }
    section.links.push({ name: row.name, href });
  }
  return menu;
}

const parsedSettings = new WeakMap<ShopStoreRow, ShopContext['settings']>();
/** The row's settings parsed with the schemas they were saved by, once per row the cache keeps. */
function settingsOf(row: ShopStoreRow): ShopContext['settings'] {
  let settings = parsedSettings.get(row);
  if (!settings) {
    settings = {
      announcementBar: ANNOUNCEMENT_BAR.value.safeParse(row.settings[ANNOUNCEMENT_BAR.key]).data ?? null,
      chatButton: CHAT_BUTTON.value.safeParse(row.settings[CHAT_BUTTON.key]).data ?? null,
      seo: STORE_SEO.value.safeParse(row.settings[STORE_SEO.key]).data ?? null,
      footer: FOOTER_CONTENT.value.safeParse(row.settings[FOOTER_CONTENT.key]).data ?? null,
      footerLinks: FOOTER_SEO_LINKS.value.safeParse(row.settings[FOOTER_SEO_LINKS.key]).data ?? null,
      searchKeywords: SEARCH_KEYWORDS.value.safeParse(row.settings[SEARCH_KEYWORDS.key]).data ?? null,
      storePopup: STORE_POPUP.value.safeParse(row.settings[STORE_POPUP.key]).data ?? null,
      menus: MENUS.value.safeParse(row.settings[MENUS.key]).data ?? null,
      displayCurrencies: CURRENCY_TYPES.value.safeParse(row.settings[CURRENCY_TYPES.key]).data?.currencies ?? [],
      sizingAssistant: SIZING_ASSISTANT.value.safeParse(row.settings[SIZING_ASSISTANT.key]).data ?? null,
      paymentGateway: paymentGatewayPublic.safeParse(row.settings.payment_gateway).data ?? null,
      storeOptions: storeOptions.safeParse(row.settings[STORE_OPTIONS_KEY]).data ?? DEFAULT_STORE_OPTIONS,
      pricesForSignedInOnly:
        STORE_CONFIG.value.safeParse(row.settings[STORE_CONFIG.key]).data?.prices_signed_in_only ?? false,
    };
    parsedSettings.set(row, settings);
  }
  return settings;
}

/** How a request reached the shop: under /s/{sub_domain} on the main host, or at a custom domain's root. */
export type ShopEntry = { by: 'sub_domain'; subDomain: string } | { by: 'domain'; domain: string };

function toContext(row: ShopStoreRow, entry: ShopEntry, publicUrl: string, now: Date): ShopContext {
  const type = row.type as StoreType;
  const subType = (row.subType as QuoteSubType | null) ?? null;
  const base = entry.by === 'domain' ? '' : `/s/${row.subDomain}`;
  const buyMode = shopBuyMode({ type, sub_type: subType });
  const settings = settingsOf(row);
  return {
    store: {
      id: row.id as string,
      name: row.name as string,
      sub_domain: row.subDomain as string,
      type,
      sub_type: subType,
      currency: row.currency as string,
      logo: row.logo ?? null,
      favicon: row.favicon ?? null,
      ...shopThemeOf(row.themeColors, row.theme),
      buy_mode: buyMode,
      base,
      // As everyone sees it; a page drawn for a signed-in buyer shows them (shop routes' render).
      prices_hidden: buyMode === 'quote' && settings.pricesForSignedInOnly,
    },
    menu: menuOf(row.menu ?? [], base),
    features: computeYsFeatures({
      packageFeatures: row.packageFeatures,
      paidFeatures: row.paidFeatures,
      trials: row.trials.map((t) => ({ ...t, createdOn: new Date(t.created_at) })),
      now,
    }),
    timeZone: storeTimeZone(row.country, row.timezone),
    country: row.country,
    settings,
    menuPaths: row.menuPaths ?? {},
    sitePages: {
      pages: row.pages,
      policies: (Object.keys(POLICY_KINDS) as PolicyKind[]).filter((kind) => row.policies.includes(kind)),
    },
    hasGuides: Boolean(row.hasGuides),
    hero: shopHero({ type, sub_type: subType, name: row.name as string }, row.heroWords ?? {}),
    canonicalBase: shopBaseUrl(publicUrl, row),
  };
}

/** A row is kept at most this long, even if a notice were lost without the listener noticing. */
const ROW_TTL_MS = 60_000;
const MAX_ROWS = 10_000;

/**
 * The node's copy of each shop's store row and menu, by how it was asked for. A change to the
 * store, its catalogs or its menu drops it: the database announces them ('store:<id>',
 * 'shop:<id>'), and a writing call answers only once every node has heard (docs/decisions.md,
 * "The request path"). Unknown stores are not kept (a new store announces nothing).
 */
export function shopRowCache(onChange: ChangeNotices) {
  const rows = new Map<string, { row: ShopStoreRow; until: number }>();
  // Bumped by every notice: a read that started before one must not keep what it read.
  let generation = 0;
  onChange((payload) => {
    generation += 1;
    if (payload === '*') return rows.clear();
    const [kind, id] = payload.split(':');
    if (kind !== 'store' && kind !== 'shop') return;
    for (const [key, kept] of rows) if (kept.row.id === id) rows.delete(key);
  });
  return async (db: Db, entry: ShopEntry): Promise<ShopStoreRow | null> => {
    const key = entry.by === 'sub_domain' ? `sub:${entry.subDomain}` : `domain:${entry.domain}`;
    const kept = rows.get(key);
    if (kept && kept.until > Date.now()) return kept.row;
    const started = generation;
    const where =
      entry.by === 'sub_domain'
        ? eq(stores.subDomain, entry.subDomain)
        : and(eq(stores.customDomain, entry.domain), isNotNull(stores.customDomainVerifiedAt));
    const [row] = await readShopRow(db, where as ReturnType<typeof eq>);
    if (!row) return null;
    if (generation === started) {
      if (rows.size >= MAX_ROWS) rows.clear();
      rows.set(key, { row, until: Date.now() + ROW_TTL_MS });
    }
    return row;
  };
}
export type ShopRows = ReturnType<typeof shopRowCache>;

/**
 * The open shop the request names, or null: an unknown sub_domain, a domain not (yet)
 * verified, and a store that is not active all have no shop.
 */
export async function findShop(
  db: Db,
  rows: ShopRows,
  entry: ShopEntry,
  publicUrl: string,
  now: Date,
): Promise<ShopContext | null> {
  const row = await rows(db, entry);
  if (row?.status !== 'active') return null;
  return toContext(row, entry, publicUrl, now);
}
