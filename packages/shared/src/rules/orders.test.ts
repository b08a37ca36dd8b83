import { describe, expect, it } from 'vitest';
import {
  allowedOrderActions,
  applyOrderAction,
  cashDue,
  checkOrderAction,
  displayNumber,
  ORDER_ACTIONS,
  ORDER_STAGES,
  type OrderAction,
  type OrderState,
  storeHasOrders,
  typedOrderNumber,
} from './orders.js';

const live = (stage: OrderState['stage']): OrderState => ({ status: 'live', stage });
const inactive: OrderState = { status: 'inactive', stage: 'placed' };
const delivered: OrderState = { status: 'delivered', stage: 'shipped' };
const cancelled: OrderState = { status: 'cancelled', stage: 'placed' };

const moves = (state: OrderState, action: OrderAction) => {
  const result = applyOrderAction(state, action);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
};
const refusal = (state: OrderState, action: OrderAction) => {
  const result = applyOrderAction(state, action);
  if (result.ok) throw new Error(`${action} was allowed`);
  return result.message;
};

describe('order fulfilment edges', () => {
  it('confirm: placed → confirmed', () => expect(moves(live('placed'), 'confirm').next).toEqual(live('confirmed')));
  it('pack: confirmed → packed', () => expect(moves(live('confirmed'), 'pack').next).toEqual(live('packed')));
  it('ship: packed → shipped', () => expect(moves(live('packed'), 'ship').next).toEqual(live('shipped')));
  it('deliver: shipped → status delivered', () =>
    expect(moves(live('shipped'), 'deliver').next).toEqual({ status: 'delivered', stage: 'shipped' }));

  it('refuses skipping or repeating a step, with a message naming the state', () => {
    expect(refusal(live('placed'), 'pack')).toBe('Mark packed needs a live confirmed order; this is a placed order.');
    expect(refusal(live('placed'), 'ship')).toMatch(/needs a live packed order/);
    expect(refusal(live('confirmed'), 'confirm')).toMatch(/needs a live placed order; this is a confirmed order/);
    expect(refusal(live('packed'), 'deliver')).toBe(
      'Only a shipped order can be marked delivered; this is a packed order.',
    );
    expect(refusal(live('shipped'), 'ship')).toMatch(/needs a live packed order/);
  });

  it('refuses every fulfilment step on inactive, delivered and cancelled orders', () => {
    for (const state of [inactive, delivered, cancelled]) {
      for (const action of ['confirm', 'pack', 'ship', 'deliver'] as const) {
        expect(applyOrderAction(state, action).ok, `${action} on ${state.status}`).toBe(false);
      }
    }
    expect(refusal(inactive, 'confirm')).toMatch(/inactive order \(its payment failed\)/);
  });
});

describe('cancel', () => {
  it('cancels a live order at every stage and returns its stock', () => {
    for (const stage of ORDER_STAGES) {
      const result = moves(live(stage), 'cancel');
      expect(result.next).toEqual({ status: 'cancelled', stage });
      expect(result.returnsStock).toBe(true);
      expect(result.changed).toBe(true);
    }
  });
  it('cancels an inactive order without returning stock (its failed payment already did)', () => {
    const result = moves(inactive, 'cancel');
    expect(result.next.status).toBe('cancelled');
    expect(result.returnsStock).toBe(false);
  });
  it('is idempotent on a cancelled order: OK, nothing changes, no second stock return', () => {
    const result = moves(cancelled, 'cancel');
    expect(result).toEqual({ ok: true, next: cancelled, changed: false, returnsStock: false });
  });
  it('refuses a delivered order', () => {
    expect(refusal(delivered, 'cancel')).toBe('A delivered order cannot be cancelled.');
  });
});

describe('shipping address and notes', () => {
  it('the address changes until the order ships', () => {
    for (const stage of ['placed', 'confirmed', 'packed'] as const) {
      expect(moves(live(stage), 'edit_address').next).toEqual(live(stage));
    }
    expect(moves(inactive, 'edit_address').changed).toBe(true);
    expect(refusal(live('shipped'), 'edit_address')).toMatch(/cannot change on a shipped order/);
    expect(refusal(delivered, 'edit_address')).toMatch(/delivered order/);
    expect(refusal(cancelled, 'edit_address')).toMatch(/cancelled order/);
  });
  it('a note is allowed in every state and changes nothing else', () => {
    for (const state of [...ORDER_STAGES.map(live), inactive, delivered, cancelled]) {
      expect(moves(state, 'add_note').next).toEqual(state);
    }
  });
});

describe('mark paid (cash on delivery)', () => {
  const cod = (state: OrderState, status = 'cod_due'): OrderState => ({ ...state, payment: { method: 'cod', status } });
  it('settles cash that is due at any stage and after delivery, changing nothing else', () => {
    for (const state of [...ORDER_STAGES.map(live), delivered]) {
      const result = moves(cod(state), 'mark_paid');
      expect(result).toMatchObject({ changed: true, returnsStock: false });
      expect(result.next.status).toBe(state.status);
      expect(result.next.stage).toBe(state.stage);
    }
  });
  it('is a conflict on an order already paid, so a repeat never records the cash twice', () => {
    const result = applyOrderAction(cod(delivered, 'paid'), 'mark_paid');
    expect(result).toEqual({ ok: false, message: 'This order is already paid; nothing was changed.', conflict: true });
    const card = applyOrderAction({ ...live('placed'), payment: { method: 'test_card', status: 'paid' } }, 'mark_paid');
    expect(card.ok === false && card.conflict).toBe(true);
  });
  it('refuses a cancelled order, a card order waiting for its payment and a state without payment', () => {
    expect(refusal(cod(cancelled), 'mark_paid')).toBe('A cancelled order cannot be marked paid.');
    expect(refusal({ ...inactive, payment: { method: 'test_card', status: 'failed' } }, 'mark_paid')).toMatch(
      /Only a cash-on-delivery order/,
    );
    expect(refusal(delivered, 'mark_paid')).toMatch(/Only a cash-on-delivery order/);
  });
  it('is offered on an unpaid cash-on-delivery order only, and never to a vendor of a shared order', () => {
    expect(allowedOrderActions(cod(delivered))).toEqual(['mark_paid', 'add_note']);
    expect(allowedOrderActions(cod(live('shipped')))).toEqual(['deliver', 'mark_paid', 'cancel', 'add_note']);
    expect(allowedOrderActions(cod(delivered, 'paid'))).toEqual(['add_note']);
    expect(allowedOrderActions(cod(delivered), { role: 'vendor', ownsAllLines: false })).toEqual(['add_note']);
    expect(allowedOrderActions(cod(delivered), { role: 'branch' })).toContain('mark_paid');
    expect(cashDue(cod(delivered))).toBe(true);
    expect(cashDue(cod(delivered, 'paid'))).toBe(false);
  });
});

describe('allowed actions', () => {
  it('lists exactly what the rule allows and changes', () => {
    expect(allowedOrderActions(live('placed'))).toEqual(['confirm', 'cancel', 'edit_address', 'add_note']);
    expect(allowedOrderActions(live('confirmed'))).toEqual(['pack', 'cancel', 'edit_address', 'add_note']);
    expect(allowedOrderActions(live('packed'))).toEqual(['ship', 'cancel', 'edit_address', 'add_note']);
    expect(allowedOrderActions(live('shipped'))).toEqual(['deliver', 'cancel', 'add_note']);
    expect(allowedOrderActions(inactive)).toEqual(['cancel', 'edit_address', 'add_note']);
    expect(allowedOrderActions(delivered)).toEqual(['add_note']);
    expect(allowedOrderActions(cancelled)).toEqual(['add_note']);
  });
  it('agrees with applyOrderAction for every state and action', () => {
    for (const state of [...ORDER_STAGES.map(live), inactive, delivered, cancelled]) {
      const allowed = allowedOrderActions(state);
      for (const action of ORDER_ACTIONS) {
        const result = applyOrderAction(state, action);
        expect(allowed.includes(action)).toBe(result.ok && result.changed);
      }
    }
  });
  it('a vendor of a shared order only adds notes; a vendor owning every line acts like the store', () => {
    const shared = { role: 'vendor', ownsAllLines: false } as const;
    expect(allowedOrderActions(live('placed'), shared)).toEqual(['add_note']);
    const check = checkOrderAction(live('placed'), 'confirm', shared);
    expect(check.ok).toBe(false);
    expect(checkOrderAction(live('placed'), 'add_note', shared).ok).toBe(true);
    expect(allowedOrderActions(live('placed'), { role: 'vendor', ownsAllLines: true })).toContain('confirm');
    expect(allowedOrderActions(live('placed'), { role: 'branch' })).toContain('confirm');
  });
});

describe('stores with orders', () => {
  it('estates stores have none', () => {
    expect(storeHasOrders('estates')).toBe(false);
    expect(storeHasOrders('order_based')).toBe(true);
  });
});

describe('order numbers as written', () => {
  it('shows the reference a format wrote, else the number after a #', () => {
    expect(displayNumber({ number: 2501, reference: 'UT-002501' })).toBe('UT-002501');
    expect(displayNumber({ number: 1042, reference: null })).toBe('#1042');
    expect(displayNumber({ number: 1042, reference: '1042' })).toBe('#1042');
    expect(displayNumber({ number: 42, reference: '#0042' })).toBe('#0042');
  });

  it.each([
    ['1042', 1042],
    ['#1042', 1042],
    ['UT-01042', 1042],
    ['ut-01042', 1042],
    ['2026/00042', 42],
    ['Asha', undefined],
    ['1042 Main', undefined],
    ['UT-', undefined],
    ['1234567890', undefined],
  ])('a search for %s names order %s', (typed, number) => {
    expect(typedOrderNumber(typed)).toBe(number);
  });
});
