import { useEffect, useRef, useState } from 'react';
import type { ShopCart, ShopCartDrawer, ShopCartLine, ShopFormAnswer } from '@stallfront/shared/shop';

/** What the cart's islands need of the browser: kept out of these files, which the server renders too. */
export interface CartClient {
  load(href: string): Promise<ShopCartDrawer | null>;
  go(href: string): void;
  /** Calls back after each add-to-cart posted by script: the shop's problem, or null. */
  onAdded(listener: (problem: string | null) => void): () => void;
  /** Posts a shop form's fields by script and answers what the shop said. */
  send(action: string, fields: Record<string, string>): Promise<ShopFormAnswer>;
  /** Tells the page's other cart island (the drawer, the cart page's lines) the cart as it now is. */
  changed(drawer: ShopCartDrawer): void;
  onChanged(listener: (drawer: ShopCartDrawer) => void): () => void;
}

/** What a line's quantity controls do once hydrated; without them they are the plain forms they render as. */
export interface CartEditing {
  step(line: ShopCartLine, by: -1 | 1): void;
  type(line: ShopCartLine, text: string): void;
  /** Saves what was typed (Enter, or leaving the field). */
  commit(line: ShopCartLine): void;
  remove(line: ShopCartLine): void;
}

/** A line's quantity as its controls show it. */
export interface LineState {
  /** The number in the field: what is being typed or saved, else the cart's. */
  shown: string;
  /** Why the line's last change was refused ("Only 3 of Linen Kurta left"). */
  problem: string | null;
  busy: boolean;
}

const without = <T>(record: Record<string, T>, key: string) => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

/**
 * A cart whose quantities save as they change: each change posts the line's quantity form by
 * script (the newest number only, once the one on its way is answered), then reads the cart
 * again, so totals, problems and the header's count are the server's. `told` is a sentence for
 * screen readers after each change.
 */
export function useCartEditing({
  client,
  action,
  jsonHref,
  initial,
  refused,
}: {
  client: CartClient | undefined;
  action: string;
  jsonHref: string;
  initial: ShopCart | null;
  /** A refusal the page was sent back with (no script): the line's key and why. */
  refused?: { line: string; message: string } | null;
}) {
  const [cart, setCart] = useState(initial);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>(refused ? { [refused.line]: refused.message } : {});
  const [saving, setSaving] = useState<Record<string, true>>({});
  const [told, setTold] = useState('');
  const wanted = useRef(new Map<string, number>());

  useEffect(() => client?.onChanged((drawer) => setCart(drawer.cart)), [client]);

  async function save(line: ShopCartLine, quantity: number) {
    if (!client) return;
    const key = line.key;
    const running = wanted.current.has(key);
    wanted.current.set(key, quantity);
    setTyped((t) => ({ ...t, [key]: String(quantity) }));
    setProblems((p) => without(p, key));
    if (running) return; // the post on its way sends this number after it
    setSaving((s) => ({ ...s, [key]: true }));
    let problem: string | null = null;
    let sent: number | undefined;
    try {
      while (wanted.current.get(key) !== sent) {
        sent = wanted.current.get(key) as number;
        const answer = await client.send(action, { sku: line.sku, line: key, quantity: String(sent) });
        if (!answer.ok) {
          problem = answer.errors.quantity ?? answer.message ?? 'This quantity could not be saved.';
          break;
        }
      }
    } catch {
      problem = 'Your change was not saved: check your connection and try again.';
    } finally {
      wanted.current.delete(key);
    }
    const drawer = await client.load(jsonHref).catch(() => null);
    setSaving((s) => without(s, key));
    setTyped((t) => without(t, key));
    if (problem) setProblems((p) => ({ ...p, [key]: problem }));
    if (!drawer) return;
    setCart(drawer.cart);
    client.changed(drawer);
    const now = drawer.cart.lines.find((l) => l.key === key);
    const subtotal = `Subtotal ${drawer.cart.item_count} ${drawer.cart.item_count === 1 ? 'item' : 'items'}`;
    setTold(problem ?? (now ? `${now.name}: ${now.quantity}. ${subtotal}.` : `${line.name} removed. ${subtotal}.`));
  }

  const edit: CartEditing | undefined = client
    ? {
        step(line, by) {
          const from = Number(typed[line.key] ?? line.quantity);
          const next = (Number.isInteger(from) ? from : line.quantity) + by;
          if (next >= 1) void save(line, next);
        },
        type: (line, text) => setTyped((t) => ({ ...t, [line.key]: text })),
        commit(line) {
          const text = typed[line.key];
          if (text === undefined) return;
          const quantity = Number(text);
          if (text.trim() === '' || !Number.isInteger(quantity) || quantity < 0) {
            setProblems((p) => ({ ...p, [line.key]: 'Enter a whole number of items' }));
          } else if (quantity !== line.quantity || wanted.current.has(line.key)) void save(line, quantity);
          else setTyped((t) => without(t, line.key));
        },
        remove: (line) => void save(line, 0),
      }
    : undefined;
  const stateOf = (line: ShopCartLine): LineState => ({
    shown: typed[line.key] ?? String(line.quantity),
    problem: problems[line.key] ?? null,
    busy: saving[line.key] === true,
  });
  return { cart, setCart, edit, stateOf, told };
}
