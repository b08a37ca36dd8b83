import { and, eq, sql } from 'drizzle-orm';
import { metaDescription } from '@stallfront/shared/shop';
import { isPolicyKind, POLICIES, POLICY_KINDS } from '@stallfront/shared/website';
import { storePages, storeSettings } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';
import { type Loader, notFound } from './pages.js';
import { seoOf } from './seo.js';

/** /pages/{slug}: a published page the merchant wrote; a draft is not there yet. */
export const loadContentPage: Loader = async ({ db, shop, params }) => {
  const [page] = await db
    .select({
      title: storePages.name,
      body: storePages.body,
      seoTitle: storePages.seoTitle,
      seoDescription: storePages.seoDescription,
    })
    .from(storePages)
    .where(
      owned(
        storePages,
        shop.store.id,
        sql`lower(${storePages.slug}) = lower(${params.slug ?? ''})`,
        eq(storePages.status, 'published'),
      ),
    );
  if (!page) return notFound('This page is not in the shop.');
  return {
    kind: 'page',
    page: { kind: 'content', data: { title: page.title, html: page.body, updated_on: null } },
    seo: seoOf(shop, `/pages/${params.slug}`, {
      title: `${page.seoTitle || page.title} | ${shop.store.name}`,
      description: page.seoDescription || metaDescription(page.body),
    }),
  };
};

/** /policies/{kind}: one of the store's policies, when it has written it. */
export const loadPolicy: Loader = async ({ db, shop, params }) => {
  const kind = params.kind ?? '';
  if (!isPolicyKind(kind)) return notFound('This shop has no such policy.');
  const [row] = await db
    .select({ html: sql<string>`${storeSettings.value} ->> ${kind}`, updatedAt: storeSettings.updatedAt })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, shop.store.id), eq(storeSettings.key, POLICIES.key)));
  if (!row?.html) return notFound(`${shop.store.name} has not published its ${POLICY_KINDS[kind].toLowerCase()}.`);
  const title = POLICY_KINDS[kind];
  return {
    kind: 'page',
    page: { kind: 'content', data: { title, html: row.html, updated_on: row.updatedAt.toISOString() } },
    seo: seoOf(shop, `/policies/${kind}`, {
      title: `${title} | ${shop.store.name}`,
      description: metaDescription(row.html),
    }),
  };
};
