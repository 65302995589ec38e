import {
  accountIdParams,
  deletedSellerAnswerSchema,
  deletedUserAnswerSchema,
  sellerUpdateBody,
  userUpdateBody,
} from '../accounts.ts';
import {
  adminAnswerSchema,
  adminDataAnswerSchema,
  adminForgotPasswordBody,
  adminSignInBody,
  adminSignUpBody,
  forgotPasswordBody,
  getIdAnswerSchema,
  providersAnswerSchema,
  resetAnswerSchema,
  sellerAnswerSchema,
  sellerDataAnswerSchema,
  sellerSignUpFields,
  signInBody,
  successAnswerSchema,
  userAnswerSchema,
  userDataAnswerSchema,
  userSignUpBody,
} from '../auth.ts';
import { formFile } from './form.ts';
import { defineCalls } from './types.ts';

/** Bad credentials (401) and an unknown account (404) besides the implied statuses. */
const SIGN_IN_ERRORS = [401, 404] as const;

const logout = {
  tag: 'auth',
  summary: 'End the buyer or seller session of this browser (GET like the original client; POST too)',
  auth: 'public',
  status: 200,
  answer: successAnswerSchema,
  // GET too checks the origin (it ends a session): 403 like a write.
  errors: [403],
} as const;

const adminLogout = {
  tag: 'auth',
  summary: 'End the admin session of this browser (GET like the original client; POST too)',
  auth: 'public',
  status: 200,
  answer: successAnswerSchema,
  errors: [403],
} as const;

const adminData = {
  tag: 'auth',
  summary: 'The signed-in administrator, if any (200 either way): authorized flag and admin',
  auth: 'public',
  status: 200,
  answer: adminDataAnswerSchema,
} as const;

/**
 * Sign-in, sign-up, reset, sessions and the buyer's and seller's own account, for every role (see
 * index.ts). The Google redirects are browser navigations, not calls, and have no row.
 * No answer carries a password, a security answer, a hash or a token: accounts say
 * `hasPassword`/`hasAnswer` instead.
 */
export const accountsCalls = defineCalls({
  // ---- buyers -------------------------------------------------------------------------------
  'POST /api/user/auth/signin': {
    tag: 'auth',
    summary: 'Buyer sign-in: 200, has user',
    auth: 'public',
    body: signInBody,
    status: 200,
    answer: userAnswerSchema,
    errors: SIGN_IN_ERRORS,
  },
  'POST /api/user/auth/signup': {
    tag: 'auth',
    summary: 'Buyer sign-up, signed in at once: 201, has user',
    auth: 'public',
    body: userSignUpBody,
    status: 201,
    answer: userAnswerSchema,
    errors: [409],
  },
  'POST /api/user/auth/forgot-password': {
    tag: 'auth',
    summary: 'Buyer password reset with the security answer (ends every session, then signs this browser in)',
    auth: 'public',
    body: forgotPasswordBody,
    status: 200,
    answer: resetAnswerSchema,
    errors: SIGN_IN_ERRORS,
  },
  'GET /api/auth/user-data': {
    tag: 'auth',
    summary: 'The signed-in buyer, if any (200 either way): authorized flag and user',
    auth: 'public',
    status: 200,
    answer: userDataAnswerSchema,
  },
  'GET /api/auth/get-id': {
    tag: 'auth',
    summary: 'The id of the signed-in buyer or seller, a bare JSON number',
    auth: 'account',
    status: 200,
    answer: getIdAnswerSchema,
  },
  'GET /api/auth/logout': logout,
  'POST /api/auth/logout': logout,
  'GET /api/auth/providers': {
    tag: 'auth',
    summary: 'Which external sign-in buttons to show',
    auth: 'public',
    status: 200,
    answer: providersAnswerSchema,
  },
  'GET /api/user/:id': {
    tag: 'accounts',
    summary: 'The signed-in buyer (own id only): response user',
    auth: 'buyer',
    params: accountIdParams,
    status: 200,
    answer: userAnswerSchema,
  },
  'PATCH /api/user/:id': {
    tag: 'accounts',
    summary:
      'Change the signed-in buyer: JSON fields (one from the profile, or phone/address/password/answer), or multipart with pfp (≤ 2 MB): response user',
    auth: 'buyer',
    params: accountIdParams,
    body: userUpdateBody.nullish(),
    multipart: true,
    form: userUpdateBody.extend({ pfp: formFile('A new profile picture (≤ 2 MB)').optional() }),
    status: 200,
    answer: userAnswerSchema,
  },
  'DELETE /api/user/:id': {
    tag: 'accounts',
    summary: 'Delete the signed-in buyer: response user with name',
    auth: 'buyer',
    params: accountIdParams,
    status: 200,
    answer: deletedUserAnswerSchema,
  },

  // ---- sellers ------------------------------------------------------------------------------
  'POST /api/seller/auth/signin': {
    tag: 'auth',
    summary: 'Seller sign-in: 200, seller',
    auth: 'public',
    body: signInBody,
    status: 200,
    answer: sellerAnswerSchema,
    errors: SIGN_IN_ERRORS,
  },
  'POST /api/seller/auth/signup': {
    tag: 'auth',
    summary:
      'Seller sign-up: multipart pfp (required, ≤ 2 MB), name, email, phone, password, address, answer: 201, seller',
    auth: 'public',
    multipart: true,
    form: sellerSignUpFields.extend({ pfp: formFile('The logo (required, ≤ 2 MB)') }),
    status: 201,
    answer: sellerAnswerSchema,
    errors: [409],
  },
  'POST /api/seller/auth/forgot-password': {
    tag: 'auth',
    summary: 'Seller password reset with the security answer (ends every session)',
    auth: 'public',
    body: forgotPasswordBody,
    status: 200,
    answer: successAnswerSchema,
    errors: SIGN_IN_ERRORS,
  },
  'GET /api/auth/seller-data': {
    tag: 'auth',
    summary: 'The signed-in seller, if any (200 either way): authorized flag, seller',
    auth: 'public',
    status: 200,
    answer: sellerDataAnswerSchema,
  },
  'GET /api/seller/:id': {
    tag: 'accounts',
    summary: 'The signed-in seller (own id only)',
    auth: 'seller',
    params: accountIdParams,
    status: 200,
    answer: sellerAnswerSchema,
  },
  'PATCH /api/seller/:id': {
    tag: 'accounts',
    summary: 'Change the signed-in seller: JSON fields, or multipart with pfp (≤ 2 MB): 200, seller',
    auth: 'seller',
    params: accountIdParams,
    body: sellerUpdateBody.nullish(),
    multipart: true,
    form: sellerUpdateBody.extend({ pfp: formFile('A new logo (≤ 2 MB)').optional() }),
    status: 200,
    answer: sellerAnswerSchema,
    errors: [409],
  },
  'DELETE /api/seller/:id': {
    tag: 'accounts',
    summary: 'Delete the signed-in seller (products leave the store): 200, seller with name',
    auth: 'seller',
    params: accountIdParams,
    status: 200,
    answer: deletedSellerAnswerSchema,
  },

  // ---- administrators -----------------------------------------------------------------------
  'POST /api/admin/auth/signin': {
    tag: 'auth',
    summary: 'Admin sign-in with email and password (a secret key, when sent, must match): 200, admin',
    auth: 'public',
    body: adminSignInBody,
    status: 200,
    answer: adminAnswerSchema,
    errors: SIGN_IN_ERRORS,
  },
  'POST /api/admin/auth/signup': {
    tag: 'auth',
    summary: 'Admin sign-up with the secret key: 201, admin',
    auth: 'public',
    body: adminSignUpBody,
    status: 201,
    answer: adminAnswerSchema,
    errors: [401, 409],
  },
  'POST /api/admin/auth/forgot-password': {
    tag: 'auth',
    summary: 'Admin password reset with the secret key (ends every admin session of that account)',
    auth: 'public',
    body: adminForgotPasswordBody,
    status: 200,
    answer: successAnswerSchema,
    errors: SIGN_IN_ERRORS,
  },
  'GET /api/admin/auth/logout': adminLogout,
  'POST /api/admin/auth/logout': adminLogout,
  'GET /api/admin/auth/me': adminData,
  'GET /api/auth/admin-data': adminData,
});
