import { useSyncExternalStore } from 'react';
import { getSession, type SessionState, subscribeToSession } from './session-store';

/** The session, re-rendering on every change. (session-store.ts itself loads no React: the sign-in document uses it.) */
export const useSession = (): SessionState => useSyncExternalStore(subscribeToSession, getSession);
