import { z } from 'zod';
import { isoDate, okMessage, text } from '../schemas/common.js';
import { editVersion, seenVersion } from '../schemas/editing.js';
import { idList, listQuery, okPage } from '../schemas/list.js';
import type { CallAccess } from '../rules/call-access.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

/** What a simple resource may be attached to: it is then shown with those products or catalogs. */
export type AttachTarget = 'products' | 'catalogs';

export interface SimpleResourceSpec<Fields extends z.ZodRawShape, Attach extends AttachTarget> {
  /** The thing in a sentence: "footnote". */
  noun: string;
  /** Its plural, when not the noun and an s. */
  plural?: string;
  /** Its calls: GET/POST/PUT/PATCH here, the list and its count at `${path}_list`. */
  path: string;
  /** Who reads it (the product form picks it) and who changes it. */
  access: { read: CallAccess; write: CallAccess };
  /** What a merchant fills in besides its name. */
  fields: Fields;
  /** The longest name, 80 when not given. */
  nameMax?: number;
  /** What the form calls the name ("Question" for an FAQ), "Name" when not given. */
  nameLabel?: string;
  attach?: readonly Attach[];
  /**
   * Own text fields the list and its count may be narrowed to one value of (an article's topic,
   * its status), sent under the field's key as a list screen's filters are; matched whatever the case.
   */
  filters?: readonly (keyof Fields & string)[];
  /** Rules across fields (a range's ends), each issue on its field; the form and the server both run them. */
  check?: (value: Record<string, unknown>) => { field: string; message: string }[];
}

const ATTACHED_IDS = z.array(z.uuid()).max(100, '100 at most').default([]);
/** The field of a form, and of an item, holding the ids of each attach target. */
export const ATTACH_KEYS = { products: 'product_ids', catalogs: 'catalog_ids' } as const;
type AttachKey<Attach extends AttachTarget> = (typeof ATTACH_KEYS)[Attach];

/** The id lists a form sends for each attach target: `product_ids`, `catalog_ids`. */
function attachShape<Attach extends AttachTarget>(targets: readonly Attach[]) {
  return Object.fromEntries(targets.map((target) => [ATTACH_KEYS[target], ATTACHED_IDS])) as {
    [K in AttachKey<Attach>]: typeof ATTACHED_IDS;
  };
}

export const SIMPLE_RESOURCE_SORTS = ['name', 'created', 'updated'] as const;

/**
 * A store-owned named thing (a tag, a footnote, an FAQ, a tax class) declared once: its
 * schemas and its six calls. The server serves them with `serveSimpleResource`, the console
 * lists and edits them with `ResourcePage`; names are unique per store, whatever their case.
 */
export function simpleResource<Fields extends z.ZodRawShape, Attach extends AttachTarget = never>(
  spec: SimpleResourceSpec<Fields, Attach>,
) {
  const attach = (spec.attach ?? []) as readonly Attach[];
  const nameLabel = spec.nameLabel ?? 'Name';
  const shape = z.object({
    name: text(spec.nameMax ?? 80, { min: 1, required: `Enter a ${nameLabel.toLowerCase()}` }),
    ...spec.fields,
    ...attachShape(attach),
  });
  const checked = <S extends z.ZodType>(schema: S): S =>
    spec.check
      ? schema.superRefine((value, ctx) => {
          for (const issue of spec.check?.(value as Record<string, unknown>) ?? []) {
            ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
          }
        })
      : schema;
  const input = checked(shape);
  const update = checked(shape.extend({ _id: z.uuid(), ...seenVersion }));
  // The item is an answer: it is not checked again (a response schema has no refinements).
  const item = shape.extend({ _id: z.string(), version: editVersion, created_on: isoDate, updated_on: isoDate });
  // Typed as no keys: every simple resource's list keeps one static type (the union below), and
  // the screen sends the filters it declares as values, not literals.
  const filterShape = Object.fromEntries((spec.filters ?? []).map((key) => [key, text(120).optional()])) as Record<
    never,
    never
  >;
  const listBody = listQuery(SIMPLE_RESOURCE_SORTS).extend(filterShape);
  const countQuery = z.object({ search: listBody.shape.search, ...filterShape });
  const removeBody = idList.extend({
    /** Delete even where it is attached, detaching it first (the merchant confirmed). */
    detach: z.boolean().default(false),
  });
  const one = z.object({ status: z.literal(true), data: item });
  const reader = { auth: 'store', access: spec.access.read } as const;
  const writer = { auth: 'store', access: spec.access.write } as const;
  const plural = spec.plural ?? `${spec.noun}s`;
  const calls = {
    ...pagedCalls({
      path: `${spec.path}_list`,
      caller: reader,
      body: listBody,
      count: countQuery,
      page: okPage(item),
      what: `the store's ${plural}`,
    }),
    get: endpoint({
      method: 'GET',
      path: `${spec.path}/:id`,
      ...reader,
      input: z.object({ id: z.uuid() }),
      output: one,
      summary: `One ${spec.noun}`,
    }),
    create: endpoint({
      method: 'POST',
      path: spec.path,
      ...writer,
      input,
      output: one,
      summary: `Add a ${spec.noun}`,
    }),
    update: endpoint({
      method: 'PUT',
      path: spec.path,
      ...writer,
      input: update,
      output: one,
      summary: `Change a ${spec.noun}`,
    }),
    remove: endpoint({
      method: 'PATCH',
      path: spec.path,
      ...writer,
      input: removeBody,
      output: okMessage,
      summary: `Delete ${plural}; one still attached is refused (409, saying where) unless detach is true`,
    }),
  };
  return {
    noun: spec.noun,
    plural,
    nameLabel,
    access: spec.access,
    fields: spec.fields,
    attach,
    filters: (spec.filters ?? []) as readonly string[],
    schemas: { input, update, item },
    calls,
  };
}

/** Any simple resource: attached to products and catalogs, to products alone (collections), or standing alone (variant colours). */
export type SimpleResource =
  | ReturnType<typeof simpleResource<z.ZodRawShape, AttachTarget>>
  | ReturnType<typeof simpleResource<z.ZodRawShape, 'products'>>
  | ReturnType<typeof simpleResource<z.ZodRawShape, never>>;
