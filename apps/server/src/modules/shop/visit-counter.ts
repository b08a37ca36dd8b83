import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { storeDayOf, VISIT_SESSION_IDLE_MS } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';

/** What a shop request did: drew a page, and/or took a funnel step. */
export interface Visit {
  storeId: string;
  timeZone: string;
  /** The visitor's address and user agent: hashed with the day's salt, never kept. */
  address: string;
  agent: string;
  at: Date;
  view: boolean;
  step: 'cart' | 'checkout' | null;
}

interface Session {
  lastSeen: number;
  /** The store-local day the session started on: its steps count there. */
  day: string;
  cart: boolean;
  checkout: boolean;
}

interface Tally {
  storeId: string;
  day: string;
  sessions: number;
  page_views: number;
  cart_sessions: number;
  checkout_sessions: number;
}

/** Most sessions a node follows at once; past it, the longest idle are let go first (a Map keeps insertion order). */
const MAX_SESSIONS = 200_000;

/**
 * The node's visit counts (docs/decisions.md, "The conversion funnel"). A session is named by a
 * hash of the store, the visitor's address and user agent and a salt drawn at random each UTC
 * day and never stored: the same browser is one session until 30 minutes pass without a page,
 * and nobody can be followed from one day to the next. Counts wait in memory and are added to
 * shop_visit_days by one statement per flush.
 */
export class VisitCounter {
  #salt = { day: '', value: Buffer.alloc(0) };
  #sessions = new Map<string, Session>();
  #pending = new Map<string, Tally>();
  #flushing: Promise<void> = Promise.resolve();
  /** Each zone's day at its last minute: working a day out takes ~18 µs, a page's whole budget for this. */
  #days = new Map<string, { minute: number; day: string }>();

  constructor(private readonly db: Db) {}

  note(visit: Visit): void {
    const key = this.#sessionKey(visit);
    const now = visit.at.getTime();
    let session = this.#sessions.get(key);
    if (!session || now - session.lastSeen > VISIT_SESSION_IDLE_MS) {
      session = { lastSeen: now, day: this.#dayOf(visit.at, visit.timeZone), cart: false, checkout: false };
      this.#tally(visit.storeId, session.day).sessions += 1;
      if (this.#sessions.size >= MAX_SESSIONS) this.#sessions.delete(this.#sessions.keys().next().value as string);
    }
    // Moved to the end: the map stays ordered by last page, oldest first.
    this.#sessions.delete(key);
    this.#sessions.set(key, session);
    session.lastSeen = now;
    if (visit.view) {
      this.#tally(visit.storeId, this.#dayOf(visit.at, visit.timeZone)).page_views += 1;
    }
    // Reaching the checkout means the cart had something: the funnel never widens.
    if (visit.step && !session.cart) {
      session.cart = true;
      this.#tally(visit.storeId, session.day).cart_sessions += 1;
    }
    if (visit.step === 'checkout' && !session.checkout) {
      session.checkout = true;
      this.#tally(visit.storeId, session.day).checkout_sessions += 1;
    }
  }

  /** Adds what waits to the rollup, one statement for every store and day; forgets sessions gone idle. */
  flush(now = Date.now()): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write(now));
    return this.#flushing;
  }

  get pendingRows(): number {
    return this.#pending.size;
  }

  async #write(now: number) {
    for (const [key, session] of this.#sessions) {
      if (now - session.lastSeen <= VISIT_SESSION_IDLE_MS) break;
      this.#sessions.delete(key);
    }
    if (this.#pending.size === 0) return;
    const rows = [...this.#pending.values()];
    this.#pending = new Map();
    try {
      // A store deleted since its visit is passed over, not a failed batch.
      await this.db.execute(sql`
        INSERT INTO shop_visit_days AS r (store_id, day, sessions, page_views, cart_sessions, checkout_sessions)
        SELECT v."storeId", v.day, v.sessions, v.page_views, v.cart_sessions, v.checkout_sessions
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS v("storeId" uuid, day date, sessions int, page_views int, cart_sessions int, checkout_sessions int)
          WHERE EXISTS (SELECT 1 FROM stores s WHERE s.id = v."storeId")
        ON CONFLICT (store_id, day) DO UPDATE SET
          sessions = r.sessions + excluded.sessions,
          page_views = r.page_views + excluded.page_views,
          cart_sessions = r.cart_sessions + excluded.cart_sessions,
          checkout_sessions = r.checkout_sessions + excluded.checkout_sessions`);
    } catch (err) {
      // Kept for the next flush rather than lost with a passing database error.
      for (const row of rows) {
        const tally = this.#tally(row.storeId, row.day);
        tally.sessions += row.sessions;
        tally.page_views += row.page_views;
        tally.cart_sessions += row.cart_sessions;
        tally.checkout_sessions += row.checkout_sessions;
      }
      throw err;
    }
  }

  /** Zones change their day on a whole minute (every offset in use is whole minutes). */
  #dayOf(at: Date, timeZone: string): string {
    const minute = Math.floor(at.getTime() / 60_000);
    const kept = this.#days.get(timeZone);
    if (kept?.minute === minute) return kept.day;
    const day = storeDayOf(at, timeZone);
    this.#days.set(timeZone, { minute, day });
    return day;
  }

  #tally(storeId: string, day: string): Tally {
    const key = `${storeId} ${day}`;
    let tally = this.#pending.get(key);
    if (!tally) {
      tally = { storeId, day, sessions: 0, page_views: 0, cart_sessions: 0, checkout_sessions: 0 };
      this.#pending.set(key, tally);
    }
    return tally;
  }

  #sessionKey(visit: Visit): string {
    const utcDay = visit.at.toISOString().slice(0, 10);
    if (this.#salt.day !== utcDay) this.#salt = { day: utcDay, value: randomBytes(16) };
    return createHash('sha256')
      .update(this.#salt.value)
      .update(`${visit.storeId}\n${visit.address}\n${visit.agent}`)
      .digest('base64url')
      .slice(0, 22);
  }
}
