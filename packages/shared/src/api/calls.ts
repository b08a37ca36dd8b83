import {
  adminLoginBody,
  branchLoginBody,
  changePwdBody,
  forgotRequestBody,
  storeLoginBody,
  updatePwdBody,
  updateVendorPwdBody,
  validateForgotBody,
  validateVendorForgotBody,
  vendorForgotRequestBody,
  vendorLoginBody,
} from '../schemas/auth.js';
import { outboxMessage, pageQuery, signupLogEntry } from '../schemas/admin.js';
import { storeLoginV2Response, twoFactorLoginBody } from '../schemas/account.js';
import { okList, okMessage } from '../schemas/common.js';
import { masterLoginResponse, storeDetailsResponse, storeLoginResponse } from '../schemas/session.js';
import { checkEmailBody, checkEmailResponse, createStoreBody, enquiryBody, signupLogBody } from '../schemas/signup.js';
import {
  countryListResponse,
  domainDetailsQuery,
  domainDetailsResponse,
  storeDetailsBody,
  storeDetailsPatch,
} from '../schemas/store.js';
import { ANYONE_SIGNED_IN } from '../rules/call-access.js';
import { STORE_SETTINGS_ACCESS } from '../rules/store.js';
import { type EndpointOutput, endpoint } from './endpoint.js';

const signIn = <I extends typeof storeLoginBody>(path: string, input: I, summary: string) =>
  endpoint({ method: 'POST', path, auth: 'public', input, output: storeLoginResponse, summary });
const publicMessage = <I extends Parameters<typeof endpoint>[0]['input'] & object>(
  path: string,
  input: I,
  summary: string,
) => endpoint({ method: 'POST', path, auth: 'public', input, output: okMessage, summary });

/** Sign-in, sign-out and password resets (spec section 7, "Public"). */
export const AUTH_CALLS = {
  storeLogin: endpoint({
    method: 'POST',
    path: '/auth/store/login_v2',
    auth: 'public',
    input: storeLoginBody,
    output: storeLoginV2Response,
    summary: 'Owner or staff sign-in; with two-step sign-in on, a challenge for the second step instead of a token',
  }),
  storeLoginTwoFactor: endpoint({
    method: 'POST',
    path: '/auth/store/login_two_factor',
    auth: 'public',
    input: twoFactorLoginBody,
    output: storeLoginResponse,
    summary: "Sign-in's second step: the challenge with an authenticator code or a recovery code",
  }),
  branchLogin: signIn('/auth/store/branch_login', branchLoginBody, 'Branch sign-in'),
  vendorLogin: signIn('/auth/store/vendor_login', vendorLoginBody, 'Vendor sign-in on the store-branded page'),
  adminLogin: endpoint({
    method: 'POST',
    path: '/auth/admin/login',
    auth: 'public',
    input: adminLoginBody,
    output: masterLoginResponse,
    summary: 'Platform admin sign-in',
  }),
  forgotRequest: publicMessage('/auth/store/forgot_request', forgotRequestBody, 'Email a reset code'),
  validateForgot: publicMessage('/auth/store/validate_forgot_request', validateForgotBody, 'Check a reset code'),
  updatePwd: publicMessage('/auth/store/update_pwd', updatePwdBody, 'Set a new password with a reset code'),
  vendorForgotRequest: publicMessage(
    '/auth/store/vendor_forgot_request',
    vendorForgotRequestBody,
    'Email a vendor a reset code',
  ),
  validateVendorForgot: publicMessage(
    '/auth/store/validate_vendor_forgot_request',
    validateVendorForgotBody,
    "Check a vendor's reset code",
  ),
  updateVendorPwd: publicMessage('/auth/store/update_vendor_pwd', updateVendorPwdBody, "Set a vendor's new password"),
};

/** The public sign-up calls. */
export const SIGNUP_CALLS = {
  signupLog: publicMessage('/others/signup_log', signupLogBody, 'Log a step of the sign-up form'),
  checkEmail: endpoint({
    method: 'POST',
    reads: true,
    path: '/others/check_email',
    auth: 'public',
    input: checkEmailBody,
    output: checkEmailResponse,
    summary: 'Whether an email is free for a new store',
  }),
  createStore: endpoint({
    method: 'POST',
    path: '/others/create_store',
    auth: 'public',
    input: createStoreBody,
    output: storeLoginResponse,
    summary: 'Create a store and sign its owner in',
  }),
  enquiry: publicMessage('/others/enquiry', enquiryBody, 'Send the platform an enquiry'),
};

/** Public look-ups and the signed-in store's own details. */
export const STORE_CALLS = {
  countryList: endpoint({
    method: 'GET',
    path: '/store_details/country_list',
    auth: 'public',
    input: undefined,
    output: countryListResponse,
    summary: 'Countries for the sign-up form',
  }),
  domainDetails: endpoint({
    method: 'GET',
    path: '/store_details/domain_details',
    auth: 'public',
    input: domainDetailsQuery,
    output: domainDetailsResponse,
    summary: "A multi-vendor store's branding for its vendor sign-in page",
  }),
  details: endpoint({
    method: 'GET',
    path: '/store/details',
    auth: 'store',
    access: ANYONE_SIGNED_IN,
    input: undefined,
    output: storeDetailsResponse,
    summary: 'The session entity, refreshed',
  }),
  replaceDetails: endpoint({
    method: 'PUT',
    path: '/store/details',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: storeDetailsBody,
    output: storeDetailsResponse,
    summary: "Replace the store's editable details",
  }),
  patchDetails: endpoint({
    method: 'PATCH',
    path: '/store/details',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: storeDetailsPatch,
    output: storeDetailsResponse,
    summary: "Change some of the store's details",
  }),
  changePwd: endpoint({
    method: 'POST',
    path: '/store/change_pwd',
    auth: 'store',
    access: ANYONE_SIGNED_IN,
    input: changePwdBody,
    output: okMessage,
    summary: 'Change the signed-in user’s password',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/store/logout',
    auth: 'store',
    access: ANYONE_SIGNED_IN,
    input: undefined,
    output: okMessage,
    summary: 'End this session',
  }),
};

/** The platform admin's own calls. */
export const ADMIN_CALLS = {
  mailOutbox: endpoint({
    method: 'GET',
    path: '/admin/mail_outbox',
    auth: 'master',
    input: pageQuery,
    output: okList(outboxMessage),
    summary: 'Mail sent or queued, newest first',
  }),
  signupLog: endpoint({
    method: 'GET',
    path: '/admin/signup_log',
    auth: 'master',
    input: pageQuery,
    output: okList(signupLogEntry),
    summary: 'Steps of the public sign-up form, newest first',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/admin/logout',
    auth: 'master',
    input: undefined,
    output: okMessage,
    summary: "End the platform admin's session",
  }),
};

export type StoreCallOutput<K extends keyof typeof STORE_CALLS> = EndpointOutput<(typeof STORE_CALLS)[K]>;
