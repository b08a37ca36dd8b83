import { z } from 'zod';
import { accessContextOf, type GuardInput, signInPathFor } from '@stallfront/shared/routes';
import { masterLoginResponse, type storeDetailsResponse, storeLoginResponse } from '@stallfront/shared/auth';
import type { CryptoBox } from './crypto-box';
import { clearStorage, STORAGE_KEYS } from './storage-keys';

const storeSessionRecord = storeLoginResponse.omit({ status: true, message: true });
const masterSessionRecord = masterLoginResponse.omit({ status: true, message: true });
const sessionState = z.object({ store: storeSessionRecord.optional(), master: masterSessionRecord.optional() });

export type StoreSessionRecord = z.infer<typeof storeSessionRecord>;
export type SessionState = z.infer<typeof sessionState>;

let state: SessionState = {};
let box: CryptoBox | undefined;
let writes: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

/** Opens the sealed session left in local storage, if any; a damaged or foreign one is dropped. */
export async function initSession(cryptoBox: CryptoBox): Promise<void> {
  box = cryptoBox;
  const sealed = localStorage.getItem(STORAGE_KEYS.session);
  if (!sealed) return;
  try {
    state = sessionState.parse(await cryptoBox.open(sealed));
  } catch (error) {
    console.warn('The stored session could not be opened; signing out.', error);
    endSession();
  }
}

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
  const sealer = box;
  if (!sealer) return;
  writes = writes
    .then(async () => {
      if (state !== next) return; // a later change will write
      if (!next.store && !next.master) localStorage.removeItem(STORAGE_KEYS.session);
      else localStorage.setItem(STORAGE_KEYS.session, await sealer.seal(next));
    })
    .catch((error: unknown) => console.error('Could not save the session', error));
}

export const getSession = (): SessionState => state;

/** Settles once every change so far is sealed into local storage. */
export const sessionSaved = (): Promise<void> => writes;

/** A vendor with a sign-in address of its own goes back there; every other vendor to its store's. */
const signInAddressOf = (data: StoreSessionRecord['data']): string => data.vendor_sub_domain ?? data.sub_domain;

export function saveStoreSignIn(response: z.infer<typeof storeLoginResponse>): void {
  const { status: _s, message: _m, ...record } = response;
  localStorage.setItem(STORAGE_KEYS.signInPage, signInPathFor(record.login_type, signInAddressOf(record.data)));
  set({ ...state, store: record });
}

export function saveMasterSignIn(response: z.infer<typeof masterLoginResponse>): void {
  const { status: _s, message: _m, ...record } = response;
  set({ ...state, master: record });
}

/** GET /store/details answers with the session entity, refreshed; keep it. */
export function refreshStoreSession(details: z.infer<typeof storeDetailsResponse>): void {
  if (!state.store) return;
  const { status: _s, ...fresh } = details;
  set({ ...state, store: { ...state.store, ...fresh } });
}

/** Ends a support session as a store's owner (admin clients) on this device, keeping the admin's own. */
export function endStoreSessionOnly(): void {
  set({ master: state.master });
}

/** Signs out on this device: memory and storage, keeping the app token, country list and theme. */
export function endSession(): void {
  state = {};
  clearStorage();
  for (const listener of listeners) listener();
}

export function guardInputOf(session: SessionState): GuardInput {
  return {
    hasStoreToken: Boolean(session.store),
    hasMasterToken: Boolean(session.master),
    ctx: session.store ? accessContextOf(session.store.data, Boolean(session.master)) : undefined,
    permittedRoutes: session.store?.permitted_routes,
    signInPath: signInPathOf(session),
  };
}

/**
 * The sign-in page of whoever holds the store session: a refusal or an ended session sends them there.
 * With no session, the page of who last signed in on this device (a vendor back after its session ended).
 */
export const signInPathOf = (session: SessionState): string =>
  session.store
    ? signInPathFor(session.store.login_type, signInAddressOf(session.store.data))
    : (localStorage.getItem(STORAGE_KEYS.signInPage) ?? signInPathFor(undefined));

/** Calls the listener after every change of the session; returns the unsubscribe. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
