import { z } from 'zod';
import type { CallAccess } from '../rules/call-access.js';
import { endpoint } from './endpoint.js';

export interface StoreSettingSpec<Fields extends z.ZodRawShape> {
  /** Where the store keeps it (store_settings.key): the route table's name of its screen. */
  key: string;
  /** The thing in a sentence: "announcement bar". */
  noun: string;
  /** GET reads it, PUT saves it. */
  path: string;
  access: { read: CallAccess; write: CallAccess };
  fields: Fields;
  /** Rules across fields, each issue on the field it is about. */
  check?: (value: z.output<z.ZodObject<Fields>>, ctx: z.RefinementCtx) => void;
  /** Its state in a few words for the section hub's card ("2 of 4 written"); "On" or "Off" by default when it has `enabled`, else "Set up". */
  summary?: (value: z.output<z.ZodObject<Fields>>) => string;
}

/** A saved setting's state when its declaration says none: on or off when it can be, else set up. */
const defaultSummary = (value: Record<string, unknown>) =>
  typeof value.enabled === 'boolean' ? (value.enabled ? 'On' : 'Off') : 'Set up';

/**
 * One setting a store has once (its announcement bar, its chat button), declared once: its
 * schema and its two calls, GET (null until first saved) and PUT (the whole value). The server
 * serves it with `serveStoreSetting`, the console edits it with `SettingPage`, and the shop reads
 * it with `value` again, so what is shown is what was checked.
 */
export function storeSetting<Fields extends z.ZodRawShape>(spec: StoreSettingSpec<Fields>) {
  const shape = z.object(spec.fields);
  const value = spec.check ? shape.superRefine(spec.check) : shape;
  // 0 until first saved: a save from a form opened then is refused once someone else saved it.
  const version = z.number().int().min(0).max(2_147_483_647);
  const versioned = shape.extend({ version: version.optional() });
  const saveBody = spec.check ? versioned.superRefine(spec.check as never) : versioned;
  return {
    key: spec.key,
    noun: spec.noun,
    access: spec.access,
    value,
    /** Its state for the hub; the server runs it on the saved value (WEBSITE_STATE_CALLS). */
    summary: (saved: unknown): string => {
      const parsed = value.safeParse(saved);
      if (!parsed.success) return 'Not set up';
      return spec.summary ? spec.summary(parsed.data) : defaultSummary(parsed.data as Record<string, unknown>);
    },
    calls: {
      get: endpoint({
        method: 'GET',
        path: spec.path,
        auth: 'store',
        access: spec.access.read,
        input: z.object({}),
        output: z.object({ status: z.literal(true), data: shape.nullable(), version }),
        summary: `The store's ${spec.noun}; null until it is first saved`,
      }),
      save: endpoint({
        method: 'PUT',
        path: spec.path,
        auth: 'store',
        access: spec.access.write,
        input: saveBody,
        output: z.object({ status: z.literal(true), data: shape, version }),
        summary: `Save the store's ${spec.noun}`,
      }),
    },
  };
}

export type StoreSetting = ReturnType<typeof storeSetting<z.ZodRawShape>>;
