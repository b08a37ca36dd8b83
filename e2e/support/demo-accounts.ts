import {
  AUTH_CALLS,
  accessContextOf,
  findRoute,
  type GuardInput,
  STORE_CALLS,
  type StoreLoginResponse,
  signInPathFor,
} from '@stallfront/shared';
import { type DemoSignIn, demoSignIns } from '../../apps/server/src/seed/demo-stores.js';
import { type Caller, callerWith } from './api.js';
import { DEMO_PASSWORD } from './console.js';

/** A demo sign-in that `npm start` prints, signed in through the API. */
export interface DemoAccount extends DemoSignIn {
  /** What the console's guards read from this account's session (apps/web guardInputOf). */
  guard: GuardInput;
  /** Calls the API with this account's token. */
  call: Caller;
  /** The account's store; none for the platform admin. */
  subDomain?: string;
}

const credentials = (signIn: DemoSignIn) => ({ email: signIn.email, password: DEMO_PASSWORD });

/** Each sign-in page's call, as the sign-in document makes it (apps/web/src/signin). */
const SIGN_IN_CALLS: Record<string, (baseUrl: string, signIn: DemoSignIn) => Promise<StoreLoginResponse>> = {
  signin: async (baseUrl, signIn) => {
    const answer = await callerWith(baseUrl)(AUTH_CALLS.storeLogin, credentials(signIn));
    // Demo accounts have no two-step sign-in; a test that turns it on signs in by itself.
    if ('two_factor_required' in answer) throw new Error(`${signIn.email} asks for a second sign-in step`);
    return answer;
  },
  branch_signin: (baseUrl, signIn) => callerWith(baseUrl)(AUTH_CALLS.branchLogin, credentials(signIn)),
  vendor_signin: async (baseUrl, signIn) => {
    const call = callerWith(baseUrl);
    const subDomain = decodeURIComponent(signIn.where.split('/').at(-1) ?? '');
    const store = await call(STORE_CALLS.domainDetails, { dom_id: subDomain });
    return call(AUTH_CALLS.vendorLogin, { ...credentials(signIn), store_id: store.data._id });
  },
};

async function signInByApi(baseUrl: string, signIn: DemoSignIn): Promise<DemoAccount> {
  const page = findRoute(signIn.where)?.name ?? '';
  if (page === 'master_signin') {
    const answer = await callerWith(baseUrl)(AUTH_CALLS.adminLogin, credentials(signIn));
    const guard = { hasStoreToken: false, hasMasterToken: true, signInPath: signInPathFor('master') };
    return { ...signIn, guard, call: callerWith(baseUrl, answer.master_token) };
  }
  const signInCall = SIGN_IN_CALLS[page];
  if (!signInCall) throw new Error(`${signIn.who} signs in on ${signIn.where}, which the walk cannot sign in on`);
  const answer = await signInCall(baseUrl, signIn);
  const guard = {
    hasStoreToken: true,
    hasMasterToken: false,
    ctx: accessContextOf(answer.data),
    permittedRoutes: answer.permitted_routes,
    signInPath: signInPathFor(answer.login_type, answer.data.sub_domain),
  };
  return { ...signIn, guard, call: callerWith(baseUrl, answer.store_token), subDomain: answer.data.sub_domain };
}

/** The account a screen is opened as when several may: the showcase store's owner. */
export const PREFERRED_ACCOUNT = 'owner@urban-threads.demo';

/**
 * Every demo console sign-in `npm start` prints, signed in through the API: the Urban Threads owner
 * first, then in the printed order. Shop buyers' sign-ins are the shop's, not the console's.
 */
export async function demoAccounts(baseUrl: string): Promise<DemoAccount[]> {
  const signIns = demoSignIns()
    .filter((signIn) => !signIn.shop)
    .sort((a, b) => Number(b.email === PREFERRED_ACCOUNT) - Number(a.email === PREFERRED_ACCOUNT));
  const accounts: DemoAccount[] = [];
  // One after another: each sign-in hashes a password, and the machine may have two cores.
  for (const signIn of signIns) accounts.push(await signInByApi(baseUrl, signIn));
  return accounts;
}
