import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkedSection,
  fitsSize,
  isGridImageSize,
  LAYOUT_CALLS,
  type LayoutId,
  type SavedSection,
  shapeWords,
  sizeOf,
} from '@stallfront/shared/website';
import { MEDIA_MAX_BYTES } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { badRequest, unprocessable } from '../../platform/errors.js';
import { imageShape, requireDecodable } from '../../platform/files/media-store.js';
import { readUpload } from '../../platform/files/upload.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { keepImage } from '../media/keep-image.js';
import { previewSigner } from './layout-preview.js';
import { readLayout, type StoredLayout, writeLayout } from './layout.repo.js';
import {
  cleanSection,
  defaultSections,
  indexOfSection,
  newSectionId,
  reorder,
  requireOwnParts,
  requireRoom,
  sameSections,
} from './layout.service.js';

/** The layout editor's calls: each change is made to the draft in one transaction and answers the whole draft. */
export async function layoutRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const signer = await previewSigner(db);
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).view.store;

  const view = (req: FastifyRequest, layoutId: LayoutId, stored: StoredLayout | null, version = 'draft') => {
    const store = storeOf(req);
    const fallback = defaultSections(store);
    const token = signer.sign(store.id, app.ctx.now());
    return {
      data: {
        layout_id: layoutId,
        sections: (version === 'published' ? stored?.published : stored?.draft) ?? fallback,
        unpublished: stored ? !sameSections(stored.draft, stored.published ?? fallback) : false,
        published_at: stored?.published_at ?? null,
        preview_url: `/s/${encodeURIComponent(store.subDomain)}/?preview=${token}`,
      },
    };
  };

  /** Reads the layout under a lock, lets `edit` make the new draft (or the whole layout), checks and keeps it. */
  const change = (
    req: FastifyRequest,
    layoutId: LayoutId,
    edit: (draft: SavedSection[], tx: DbOrTx, stored: StoredLayout | null) => Promise<StoredLayout> | StoredLayout,
  ) =>
    db.transaction(async (tx) => {
      const store = storeOf(req);
      const stored = await readLayout(tx, store.id, layoutId, { lock: true });
      const next = await edit(stored?.draft ?? defaultSections(store), tx, stored);
      requireRoom(next.draft);
      await writeLayout(tx, store.id, layoutId, next, app.ctx.now());
      return view(req, layoutId, next);
    });
  /** The layout with a new draft, its published version kept. */
  const withDraft = (stored: StoredLayout | null, draft: SavedSection[]): StoredLayout => ({
    draft,
    published: stored?.published ?? null,
    published_at: stored?.published_at ?? null,
  });
  /** A section as it will be kept: its parts checked to be the store's, its rich text cleaned. */
  const kept = async (tx: DbOrTx, req: FastifyRequest, section: SavedSection) => {
    await requireOwnParts(tx, storeOf(req).id, section);
    return { ...cleanSection(section), id: section.id } as SavedSection;
  };

  serveCalls(app, LAYOUT_CALLS, ['website'], {
    get: async ({ layout_id, adsetting }, req) =>
      view(req, layout_id, await readLayout(db, storeOf(req).id, layout_id), adsetting),
    add: ({ layout_id, section, after }, req) =>
      change(req, layout_id, async (draft, tx, stored) => {
        requireRoom([...draft, section]);
        const added = await kept(tx, req, { ...section, id: newSectionId() });
        const at = after === null ? draft.length : indexOfSection(draft, after) + 1;
        return withDraft(stored, [...draft.slice(0, at), added, ...draft.slice(at)]);
      }),
    update: ({ layout_id, section_id, section }, req) =>
      change(req, layout_id, async (draft, tx, stored) => {
        const at = indexOfSection(draft, section_id);
        const next = draft.slice();
        next[at] = await kept(tx, req, { ...section, id: section_id });
        return withDraft(stored, next);
      }),
    remove: ({ layout_id, section_id }, req) =>
      change(req, layout_id, (draft, _tx, stored) => {
        const at = indexOfSection(draft, section_id);
        return withDraft(stored, draft.toSpliced(at, 1));
      }),
    order: ({ layout_id, order }, req) =>
      change(req, layout_id, (draft, _tx, stored) => withDraft(stored, reorder(draft, order))),
    multiGrid: ({ layout_id, section_id, grid, tiles, title }, req) =>
      change(req, layout_id, async (draft, tx, stored) => {
        const at = indexOfSection(draft, section_id);
        const current = draft[at];
        if (current?.kind !== 'multi_grid') throw badRequest('section_id: this section is not a multi-grid.');
        const parsed = checkedSection.safeParse({ ...current, grid, tiles, title: title ?? current.title });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(`${issue?.path.join('.') ?? 'tiles'}: ${issue?.message ?? 'check the tiles'}`);
        }
        const next = draft.slice();
        next[at] = await kept(tx, req, { ...parsed.data, id: section_id });
        return withDraft(stored, next);
      }),
    reset: ({ layout_id }, req) =>
      change(req, layout_id, (_draft, _tx, stored) =>
        withDraft(
          stored,
          defaultSections(storeOf(req)).map((section) => ({ ...section, id: newSectionId() })),
        ),
      ),
    publish: ({ layout_id }, req) =>
      change(req, layout_id, (draft) => ({ draft, published: draft, published_at: app.ctx.now().toISOString() })),
    image: async (_body, req) => {
      const upload = await readUpload(req, MEDIA_MAX_BYTES, 'image');
      const size = upload.fields.size ?? '';
      if (!isGridImageSize(size)) throw badRequest('size: say which slot size the image is for, such as 700x500.');
      const shape = await imageShape(upload.bytes);
      if (!shape) throw badRequest('file: must be a JPEG, PNG or WebP image.');
      requireDecodable(shape);
      const want = sizeOf(size);
      if (upload.fields.crop !== '1' && !fitsSize(shape.width, shape.height, size)) {
        throw unprocessable(
          `This image is ${shapeWords(shape.width, shape.height)}; this slot wants ${shapeWords(want.width, want.height)}: crop it to fit, or choose another.`,
        );
      }
      const row = await keepImage(db, app.ctx.media, storeOf(req).id, {
        bytes: upload.bytes,
        name: upload.fileName,
        cover: want,
      });
      return { data: { url: row.url, width: row.width, height: row.height } };
    },
  });
}
