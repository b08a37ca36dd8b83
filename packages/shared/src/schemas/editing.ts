import { z } from 'zod';

/**
 * Two people editing one thing (spec: beyond it; docs/decisions.md "Who else is here"). A form
 * opens a row at its `version`; an update that sends an older one is refused with a 409, so a
 * save never silently overwrites a newer one. The live socket tells each open form who else has
 * the same thing open.
 */
export const editVersion = z.number().int().min(1).max(2_147_483_647);
/** The version an update was made from; without it the update is not checked (an API client's choice). */
export const seenVersion = { version: editVersion.optional() };

/**
 * What may be edited side by side: `product:<uuid>`, `catalog:<uuid>`, `resource:<uuid>` (a simple
 * resource's thing: a page, a footnote) and `setting:<key>`.
 */
export const editSubject = z.string().regex(/^(product|catalog|resource|setting):[A-Za-z0-9_-]{1,80}$/);

export const EDITING_EVENTS = {
  /** Client → server: `{ subject }` the form now open, or `{ subject: null }` when it closes. */
  editing: 'editing',
  /** Server → client: an EditorsNotice, to every socket with that subject open. */
  editors: 'editors',
} as const;

export const editingRequest = z.strictObject({ subject: editSubject.nullable() });
export const editorsNotice = z.object({
  subject: editSubject,
  editors: z.array(z.object({ socket_id: z.string(), user_id: z.string(), name: z.string() })),
});
export type EditorsNotice = z.infer<typeof editorsNotice>;
