import { z } from 'zod';
import { PROFILE_ACCESS } from '../rules/account.js';
import { ANYONE_SIGNED_IN } from '../rules/call-access.js';
import {
  accountProfileResponse,
  accountSessionsResponse,
  emailChangeBody,
  emailConfirmBody,
  iosTokenBody,
  profileNameBody,
  recoveryCodesResponse,
  sessionSignOutBody,
  twoFactorConfirmBody,
  twoFactorEnableBody,
  twoFactorSetupResponse,
} from '../schemas/account.js';
import { okMessage } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const own = { auth: 'store', access: PROFILE_ACCESS } as const;

/** The owner's or staff member's own account (/account/profile): name, email, sessions, two-step sign-in. */
export const ACCOUNT_PROFILE_CALLS = {
  profile: endpoint({
    method: 'GET',
    path: '/store/account/profile',
    ...own,
    input: undefined,
    output: accountProfileResponse,
    summary: 'Your own account: name, email, a change waiting for confirmation, two-step sign-in',
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/store/account/profile',
    ...own,
    input: profileNameBody,
    output: accountProfileResponse,
    summary: 'Change your name',
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/store/account/email_change',
    ...own,
    input: emailChangeBody,
    output: okMessage,
    summary: 'Send a confirmation code to a new email address; the email changes once it is confirmed',
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/store/account/email_confirm',
    ...own,
    input: emailConfirmBody,
    output: accountProfileResponse,
    summary: 'Confirm the new email address with the code sent to it',
  }),
  cancelEmailChange: endpoint({
    method: 'PATCH',
    path: '/store/account/email_change',
    ...own,
    // An empty JSON object, as every writing call takes a JSON body.
    input: z.object({}),
    output: okMessage,
    summary: 'Forget an email change that waits for confirmation',
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/store/account/sessions',
    ...own,
    input: undefined,
    output: accountSessionsResponse,
    summary: 'Where you are signed in: each live session, this one marked',
  }),
  signOutSession: endpoint({
    method: 'POST',
    path: '/store/account/sessions/sign_out',
    ...own,
    input: sessionSignOutBody,
    output: okMessage,
    summary: 'End one of your other sessions',
  }),
  signOutOthers: endpoint({
    method: 'POST',
    path: '/store/account/sessions/sign_out_others',
    ...own,
    input: undefined,
    output: okMessage,
    summary: 'End every session of yours but this one',
  }),
  twoFactorSetup: endpoint({
    method: 'POST',
    path: '/store/account/two_factor/setup',
    ...own,
    // An empty JSON object, as every writing call takes a JSON body.
    input: z.object({}),
    output: twoFactorSetupResponse,
    summary: 'Start two-step sign-in: a new authenticator secret and its QR code, not yet in force',
  }),
  twoFactorEnable: endpoint({
    method: 'POST',
    path: '/store/account/two_factor/enable',
    ...own,
    input: twoFactorEnableBody,
    output: recoveryCodesResponse,
    summary: 'Turn two-step sign-in on with a code from the app; answers ten single-use recovery codes',
  }),
  twoFactorDisable: endpoint({
    method: 'POST',
    path: '/store/account/two_factor/disable',
    ...own,
    input: twoFactorConfirmBody,
    output: okMessage,
    summary: 'Turn two-step sign-in off with your password and a code',
  }),
  twoFactorRecoveryCodes: endpoint({
    method: 'POST',
    path: '/store/account/two_factor/recovery_codes',
    ...own,
    input: twoFactorConfirmBody,
    output: recoveryCodesResponse,
    summary: 'Ten new recovery codes in place of the earlier ones, with your password and a code',
  }),
};

/** Spec section 7: a phone app's push token, kept with the session that sent it and dropped with it. */
export const PHONE_PUSH_CALLS = {
  iosToken: endpoint({
    method: 'POST',
    path: '/others/ios_token',
    auth: 'store',
    access: ANYONE_SIGNED_IN,
    input: iosTokenBody,
    output: okMessage,
    summary: "Keep this phone app's push token with its session, for new-order notifications",
  }),
};
