import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ATTACHABLE_KINDS,
  type AttachableKind,
  countOf,
  PRODUCT_ATTACHABLE,
  PRODUCT_ATTACHMENT_CALLS,
  type ProductAttachments,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { catalogs, PRODUCT_EXTRA_TABLES, products } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { owned } from '../../platform/store-scope.js';
import { storeOfferedRoute } from '../auth/route-gate.js';

const TABLES = {
  footnote: PRODUCT_EXTRA_TABLES.footnote,
  faq: PRODUCT_EXTRA_TABLES.faq,
  image_tag: PRODUCT_EXTRA_TABLES.imageTag,
  highlight: PRODUCT_EXTRA_TABLES.highlight,
  amenity: PRODUCT_EXTRA_TABLES.amenity,
  size_chart: PRODUCT_EXTRA_TABLES.sizeChart,
  addon: PRODUCT_EXTRA_TABLES.addon,
  addon_product: PRODUCT_EXTRA_TABLES.addonProduct,
} satisfies Record<AttachableKind, unknown>;

async function productOf(db: Db | Tx, storeId: string, id: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name, catalogIds: products.catalogIds })
    .from(products)
    .where(owned(products, storeId, eq(products.id, id)));
  if (!row) throw notFound('This product does not exist in your store.');
  return row;
}

/** The things of one kind on a product: attached to it, and given by its catalogs. */
async function attachmentsOf(db: Db, kind: AttachableKind, product: { id: string; catalogIds: string[] }) {
  const { things, links } = TABLES[kind];
  const attached = await db
    .select({ _id: things.id, name: things.name })
    .from(links.products)
    .innerJoin(things, eq(things.id, links.products.thingId))
    .where(eq(links.products.targetId, product.id))
    .orderBy(asc(things.name));
  const fromCatalogs = product.catalogIds.length
    ? await db
        .select({ _id: things.id, name: things.name, catalog: catalogs.name })
        .from(links.catalogs)
        .innerJoin(things, eq(things.id, links.catalogs.thingId))
        .innerJoin(catalogs, eq(catalogs.id, links.catalogs.targetId))
        .where(inArray(links.catalogs.targetId, product.catalogIds))
        .orderBy(asc(things.name), asc(catalogs.name))
    : [];
  return { kind, attached, from_catalogs: fromCatalogs } satisfies ProductAttachments;
}

/** An add-on offer is never shown on a product it offers (checkAddonOffer says the same from the offer's side). */
async function refuseSelfOffers(tx: Tx, productId: string, ids: string[]) {
  const offers = PRODUCT_EXTRA_TABLES.addonProduct.things;
  const [selfOffer] = await tx
    .select({ name: offers.name })
    .from(offers)
    .where(and(inArray(offers.id, ids), sql`${productId}::uuid = any(${offers.offeredIds})`));
  if (selfOffer) throw badRequest(`ids: “${selfOffer.name}” offers this product, so it cannot be shown on it`);
}

/** The product form's extras: each kind the store is offered, attached from the product's side. */
export function serveProductAttachments(app: FastifyInstance): void {
  const { db } = app.ctx;
  const offeredKinds = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    const now = app.ctx.now();
    return {
      storeId: auth.storeId,
      kinds: ATTACHABLE_KINDS.filter((k) => storeOfferedRoute(auth, PRODUCT_ATTACHABLE[k].route, now)),
    };
  };
  serveCalls(app, PRODUCT_ATTACHMENT_CALLS, ['product extras'], {
    read: async ({ id }, req) => {
      const { storeId, kinds } = offeredKinds(req);
      const product = await productOf(db, storeId, id);
      return { list: await Promise.all(kinds.map((kind) => attachmentsOf(db, kind, product))) };
    },
    set: async ({ product_id, kind, ids }, req) => {
      const { storeId, kinds } = offeredKinds(req);
      const { resource } = PRODUCT_ATTACHABLE[kind];
      if (!kinds.includes(kind)) throw notFound(`This store has no ${resource.plural}.`);
      const unique = [...new Set(ids)];
      const { things, links } = TABLES[kind];
      const product = await db.transaction(async (tx) => {
        const found = await productOf(tx, storeId, product_id);
        const owners = unique.length
          ? await tx
              .select({ id: things.id })
              .from(things)
              .where(owned(things, storeId, inArray(things.id, unique)))
          : [];
        if (owners.length < unique.length) {
          throw notFound(
            `ids: ${countOf(unique.length - owners.length, resource.noun, resource.plural)} not in your store`,
          );
        }
        if (kind === 'addon_product' && unique.length) await refuseSelfOffers(tx, found.id, unique);
        await tx.delete(links.products).where(eq(links.products.targetId, found.id));
        if (unique.length) {
          await tx.insert(links.products).values(unique.map((thingId) => ({ storeId, thingId, targetId: found.id })));
        }
        return found;
      });
      return {
        message: `“${product.name}” shows ${countOf(unique.length, resource.noun, resource.plural)} of its own.`,
      };
    },
  });
}
