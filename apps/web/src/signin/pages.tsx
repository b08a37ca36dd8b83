/** @jsxImportSource preact */
import type { FunctionComponent } from 'preact';
import { useState } from 'preact/hooks';
import { AUTH_CALLS, type StoreLoginResponse, type TwoFactorChallengeResponse } from '@stallfront/shared/auth';
import { callApi } from '../api/client';
import { AuthFrame, Heading } from './AuthFrame';
import { enterAsMaster, enterAsStore } from './enter-console';
import { SignInForm, type SignInValues } from './SignInForm';
import { TwoFactorStep } from './TwoFactorStep';
import css from './signin.module.css';
import { VendorSignInPage } from './VendorSignInPage';

const needsSecondStep = (
  answer: StoreLoginResponse | TwoFactorChallengeResponse,
): answer is TwoFactorChallengeResponse => 'two_factor_required' in answer;

/** Store owners and their staff sign in here; an account with two-step sign-in then gives its code. */
function StoreSignInPage() {
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restartNote, setRestartNote] = useState<string>();
  const signIn = async (values: SignInValues) => {
    const answer = await callApi(AUTH_CALLS.storeLogin, values);
    if (needsSecondStep(answer)) {
      setRestartNote(undefined);
      setChallenge(answer.challenge_token);
    } else await enterAsStore(answer);
  };
  if (challenge) {
    const restart = (note?: string) => {
      setRestartNote(note);
      setChallenge(null);
    };
    return (
      <AuthFrame>
        <TwoFactorStep challengeToken={challenge} restart={restart} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame>
      <Heading title="Sign in to your store" lead="Owners and staff use the email their account was created with." />
      {restartNote && <p class={css.dimmed}>{restartNote}</p>}
      <SignInForm signIn={signIn}>
        <div class={css.spread}>
          <a href="/session/forgot-password">Forgot password?</a>
          <a href="/branch/signin">Branch sign-in</a>
        </div>
        <p class={css.centered}>
          New to Stallfront? <a href="/session/signup">Create a store</a>
        </p>
      </SignInForm>
    </AuthFrame>
  );
}

/** The platform administrator's sign-in. */
function MasterSignInPage() {
  return (
    <AuthFrame>
      <Heading title="Platform admin" lead="Sign in to manage clients, packages and the app store." />
      <SignInForm signIn={(values) => callApi(AUTH_CALLS.adminLogin, values).then(enterAsMaster)} />
    </AuthFrame>
  );
}

/** A store's branches sign in here to keep their stock and orders. */
function BranchSignInPage() {
  return (
    <main class={`${css.root} ${css.center} ${css.branch}`}>
      <div class={css.card}>
        <Heading title="Branch sign-in" lead="Sign in with the branch email your store owner set up." />
        <SignInForm signIn={(values) => callApi(AUTH_CALLS.branchLogin, values).then(enterAsStore)}>
          <a class={css.centered} href="/session/signin">
            Store owner or staff? Sign in here
          </a>
        </SignInForm>
      </div>
    </main>
  );
}

/** The page of each route the table marks `document: 'signin'`, by route name (a unit test keeps them in step). */
export const SIGN_IN_PAGES: Record<string, FunctionComponent> = {
  signin: StoreSignInPage,
  master_signin: MasterSignInPage,
  branch_signin: BranchSignInPage,
  vendor_signin: VendorSignInPage,
};
