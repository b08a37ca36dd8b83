import { access, anyOf } from './call-access.js';

/** Order states by the spec's paths: live, inactive (failed payment), delivered, cancelled. */
export const ORDER_STATUSES = ['live', 'inactive', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where a live order is in fulfilment; delivered is the status `delivered`, not a stage. */
export const ORDER_STAGES = ['placed', 'confirmed', 'packed', 'shipped'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const ORDER_ACTIONS = [
  'confirm',
  'pack',
  'ship',
  'deliver',
  'mark_paid',
  'cancel',
  'edit_address',
  'add_note',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The actions a list may run over many orders at once: ship needs a tracking number per order. */
export const BULK_ORDER_ACTIONS = ['confirm', 'pack', 'deliver', 'cancel'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

export const TRACKING_NUMBER_MAX = 100;
export const CANCEL_REASON_MAX = 500;
export const ORDER_NOTE_MAX = 2000;

export interface OrderState {
  status: OrderStatus;
  stage: OrderStage;
  /** How the order is paid and how far; only marking it paid asks (a state without it is never marked paid). */
  payment?: { method: string; status: string };
}

/** Cash on delivery not yet collected: the order that "Mark paid" (or delivering with the cash) settles. */
export const cashDue = (state: Pick<OrderState, 'payment'>) =>
  state.payment?.method === 'cod' && state.payment.status === 'cod_due';

/** A bank transfer the merchant has not yet seen arrive: "Mark paid" settles it too. */
export const transferDue = (state: Pick<OrderState, 'payment'>) =>
  state.payment?.method === 'bank_transfer' && state.payment.status === 'pending';

/** Who acts on an order, as far as the order rule cares: a vendor of a shared order only writes notes. */
export interface OrderActor {
  role: 'store' | 'vendor' | 'branch';
  /** For a vendor: every line of the order is its own. */
  ownsAllLines?: boolean;
}

export const ACTION_LABELS: Record<OrderAction, string> = {
  confirm: 'Confirm',
  pack: 'Mark packed',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  mark_paid: 'Mark paid',
  cancel: 'Cancel order',
  edit_address: 'Edit shipping address',
  add_note: 'Add note',
};

/** The fulfilment step each stage moves on to by which action. */
const NEXT_STAGE: Partial<Record<OrderAction, { from: OrderStage; to: OrderStage }>> = {
  confirm: { from: 'placed', to: 'confirmed' },
  pack: { from: 'confirmed', to: 'packed' },
  ship: { from: 'packed', to: 'shipped' },
};

export type OrderActionResult =
  | {
      ok: true;
      next: OrderState;
      /** False when the action leaves the order as it was (cancelling a cancelled order). */
      changed: boolean;
      /** The order's stock goes back on sale: a live order cancelled (an inactive one gave it back when its payment failed). */
      returnsStock: boolean;
    }
  | {
      ok: false;
      message: string;
      /** The action was already done by someone (a paid order marked paid): a conflict, not a bad request. */
      conflict?: boolean;
    };

const refuse = (message: string): OrderActionResult => ({ ok: false, message });

function stageWord(state: OrderState): string {
  if (state.status === 'live') return `a ${state.stage} order`;
  if (state.status === 'inactive') return 'an inactive order (its payment failed)';
  return `a ${state.status} order`;
}

/**
 * What an action does to an order in this state, or why it may not. Stages move one step at a
 * time (placed → confirmed → packed → shipped → delivered); cancel is allowed until delivery and
 * is idempotent on a cancelled order; the address changes until the order ships; notes always.
 * Cash on delivery is marked paid once, at any stage or after delivery, but not once cancelled.
 */
export function applyOrderAction(state: OrderState, action: OrderAction): OrderActionResult {
  const same = { ok: true as const, next: state, changed: true, returnsStock: false };
  switch (action) {
    case 'add_note':
      return same;
    case 'edit_address':
      if (state.status === 'delivered' || state.status === 'cancelled' || state.stage === 'shipped') {
        return refuse(`The shipping address cannot change on ${stageWord(state)}: it has left the store.`);
      }
      return same;
    case 'cancel':
      if (state.status === 'cancelled') return { ...same, changed: false };
      if (state.status === 'delivered') return refuse('A delivered order cannot be cancelled.');
      return {
        ok: true,
        next: { status: 'cancelled', stage: state.stage },
        changed: true,
        returnsStock: state.status === 'live',
      };
    case 'mark_paid':
      if (state.payment?.status === 'paid') {
        return { ok: false, message: 'This order is already paid; nothing was changed.', conflict: true };
      }
      if (state.status === 'cancelled') return refuse('A cancelled order cannot be marked paid.');
      if (!cashDue(state) && !transferDue(state))
        return refuse(
          'Only a cash-on-delivery order whose cash is due, or a bank transfer awaited, can be marked paid.',
        );
      return same;
    case 'deliver':
      if (state.status !== 'live' || state.stage !== 'shipped') {
        return refuse(`Only a shipped order can be marked delivered; this is ${stageWord(state)}.`);
      }
      return { ...same, next: { status: 'delivered', stage: 'shipped' } };
    default: {
      const step = NEXT_STAGE[action] as { from: OrderStage; to: OrderStage };
      if (state.status !== 'live' || state.stage !== step.from) {
        return refuse(`${ACTION_LABELS[action]} needs a live ${step.from} order; this is ${stageWord(state)}.`);
      }
      return { ...same, next: { status: 'live', stage: step.to } };
    }
  }
}

/**
 * The actions an actor may take on an order in this state. A vendor whose products share the
 * order with others' only adds notes: a stage moves the whole order (docs/decisions.md).
 * Cancelling a cancelled order is allowed by the rule (idempotent) but offers nothing to do.
 */
export function allowedOrderActions(state: OrderState, actor: OrderActor = { role: 'store' }): OrderAction[] {
  if (actor.role === 'vendor' && !actor.ownsAllLines) return ['add_note'];
  return ORDER_ACTIONS.filter((action) => {
    const result = applyOrderAction(state, action);
    return result.ok && result.changed;
  });
}

/** Whether the actor may take this action here; the message says why not. */
export function checkOrderAction(state: OrderState, action: OrderAction, actor: OrderActor): OrderActionResult {
  if (actor.role === 'vendor' && !actor.ownsAllLines && action !== 'add_note') {
    return refuse('This order has items of other sellers: only the store can change it. You can add a note.');
  }
  return applyOrderAction(state, action);
}

/** The list path an order's status belongs to. */
export const orderListPath = (status: OrderStatus) => `/orders/product/${status}/all`;

/**
 * Who reaches the order calls (spec section 6): the owner, staff with the orders grant,
 * vendors (their own lines only) and branches (their own orders only), checked row by row.
 */
export const ORDER_ACCESS = access({ staff: anyOf('orders'), vendor: true, branch: true });

/** Estates stores have no orders (spec section 6). */
export const storeHasOrders = (storeType: string) => storeType !== 'estates';

/**
 * An order's number as its store writes it: the reference its number format gave it
 * ("UT-01042"), else the number after a # ("#1042"): with plain numbers, or placed before formats.
 */
export const displayNumber = (order: { number: number; reference: string | null }): string =>
  order.reference && /\D/.test(order.reference) ? order.reference : `#${order.number}`;

/**
 * The order number a search names, if it is one: "1042", "#1042", or a reference the store's
 * format wrote ("UT-01042", "2026/00042": a prefix of up to 12, then the zero-padded count).
 */
export function typedOrderNumber(typed: string): number | undefined {
  const found = /^(?:[A-Za-z0-9#/-]{0,11}[A-Za-z#/-])?(\d{1,9})$/.exec(typed);
  return found ? Number(found[1]) : undefined;
}
