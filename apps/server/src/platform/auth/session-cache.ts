/** What the channel's messages name: a session, a principal (staff, vendor, branch) or a store. */
export const AUTH_CHANNEL = 'stallfront_auth';
type Kind = 'session' | 'principal' | 'store';

interface Keys {
  principalId: string;
  storeId: string | null;
}

const MAX_ENTRIES = 10_000;
/** A safety net: even with a notice lost, nothing is served older than this. */
const MAX_AGE_MS = 60_000;

/**
 * Signed-in callers of this node by session id, so a store call needs no query before its
 * own. Every row it holds is dropped when the database says it changed: triggers on
 * sessions, store_users, vendors, branches and stores send a notice on AUTH_CHANNEL for
 * every update or delete, whichever code path made it.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; keys: Keys; at: number }>();

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
    for (const [sessionId, { keys }] of this.entries) {
      if ((kind === 'principal' && keys.principalId === id) || (kind === 'store' && keys.storeId === id)) {
        this.entries.delete(sessionId);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
