/** The channel of the database triggers' notices: `<kind>:<id>`. */
export const AUTH_CHANNEL = 'stallfront_auth';
type Kind = 'session' | 'principal' | 'store' | 'package';

interface Keys {
  principalId: string;
  storeId: string | null;
  packageId: string | null;
}

const MAX_ENTRIES = 10_000;
/** A safety net: even with a notice lost, nothing is served older than this. */
const MAX_AGE_MS = 60_000;

/**
 * Signed-in callers of this node by session id, with their store's view, so a store call needs
 * no query before its own. Every row it holds is dropped when the database says it changed:
 * triggers on sessions, store_users, vendors, branches, stores, trial_features and packages
 * send a notice for every change, whichever code path made it. While the node cannot hear
 * the notices (its listening connection is down) the cache holds nothing.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; keys: Keys; at: number }>();
  private listening = true;

  constructor(private readonly clock: () => number = Date.now) {}

  get(sessionId: string): T | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.clock() - entry.at > MAX_AGE_MS) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  set(sessionId: string, value: T, keys: Keys): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sessionId, { value, keys, at: this.clock() });
  }

  /** A notice from AUTH_CHANNEL: `<kind>:<id>`. */
  onNotice(payload: string): void {
    const [kind, id] = payload.split(':') as [Kind, string];
    if (kind === 'session') {
      this.entries.delete(id);
      return;
    }
    const key = ({ principal: 'principalId', store: 'storeId', package: 'packageId' } as const)[kind];
    if (!key) return;
    for (const [sessionId, { keys }] of this.entries) {
      if (keys[key] === id) this.entries.delete(sessionId);
    }
  }

  /** Whether the notices reach this node: when they stop, everything held may be stale. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
