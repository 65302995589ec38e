import { z } from 'zod';
import { NUL_MESSAGE, withoutNul } from './text.ts';

/**
 * Sign-in, sign-up and password reset for buyers, sellers and administrators
 * (docs/product.md#validation). The same schemas validate requests on the server
 * and drive the forms (with the `...Form` variants adding client-only fields such as terms).
 */

/** Minimum password length everywhere (some original schemas said 6; 8 holds for every role). */
export const PASSWORD_MIN = 8;
/** The shortest password the server takes at sign-in (the spec's looser reading; our forms ask PASSWORD_MIN). */
export const SIGN_IN_PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX = 128;
/** The admin secret key's minimum length. */
export const SECRET_KEY_MIN = 6;
/** Indian mobile numbers: 10 digits starting 7, 8 or 9. */
export const PHONE_PATTERN = /^[7-9]\d{9}$/;
/** The seller sign-up prompt; buyers are asked the same question. */
export const SECURITY_QUESTION = 'What is your favorite word?';
/**
 * How a stored security answer is shown (profile pages, the seller's Edit Profile placeholder). A client that
 * pre-fills the field with it and sends it back means "unchanged": the server ignores an answer made only of
 * mask characters (see `isMaskedAnswer`), so the placeholder never becomes the answer.
 */
export const SECURITY_ANSWER_MASK = '••••••••';
/**
 * Failed sign-ins, resets and admin-key guesses (docs/decisions/032-parallel-guesses.md). From a device that never
 * signed in to the account, an attempt is refused (429) once the account has had `AUTH_MAX_FAILURES` failures
 * from such devices in `AUTH_FAILURE_WINDOW_MINUTES`, or the address has had as many for any account. A device
 * that signed in to the account before (its `eh_device` cookie) passes both; it is refused after
 * `AUTH_MAX_FAILURES` failures of its own. Every attempt is counted before it is checked, and one attempt per
 * account is checked at a time, so parallel guesses cannot pass the limit.
 */
export const AUTH_MAX_FAILURES = 10;
export const AUTH_FAILURE_WINDOW_MINUTES = 15;
/** How long a browser stays a known device of an account after its last sign-in there. */
export const AUTH_DEVICE_DAYS = 90;
/**
 * True for an answer made only of mask characters — `•`, `*` or dots (`.`, `…`, `·`, `●`: a seller's Edit Profile
 * written to the table sends `.....` as its placeholder) — i.e. the placeholder sent back, not a new answer.
 */
export const isMaskedAnswer = (answer: string): boolean => /^[•*.…·●]+$/u.test(answer.trim());

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  signInPasswordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  nameRequired: 'Name is required',
  companyNameRequired: 'Company name is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  phoneInvalidShort: 'Invalid Phone number',
  addressRequired: 'Address is required',
  companyAddressRequired: 'Company address is required',
  answerRequired: 'Answer is required',
  securityQuestionRequired: 'Security question is required',
  answerMin: 'Answer must be at least 2 characters',
  termsRequired: 'You must accept the terms and conditions',
  secretKeyRequired: 'Secret key is required',
  // The original spelled it 'scret'; typos people would see are corrected.
  secretKeyMin: 'Admin secret key must be at least 6 characters long',
  pfpRequired: 'Profile picture is required',
} as const;

/** Trimmed and lower-cased, then checked: e-mails are unique per role whatever their case. */
export const emailField = (required: string = MESSAGES.emailRequired) =>
  z
    .string(required)
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(254, MESSAGES.emailInvalid)
    .pipe(z.email(MESSAGES.emailInvalid));

/** A new password: at least 8 characters (untrimmed: spaces are part of a password). */
export const newPasswordField = z
  .string(MESSAGES.passwordRequired)
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(PASSWORD_MAX, MESSAGES.passwordMax)
  .refine(withoutNul, NUL_MESSAGE);

/**
 * The password typed at sign-in. The server takes the spec's looser reading, at least SIGN_IN_PASSWORD_MIN
 * (docs/decisions/031-client-readings.md): no account has a shorter one, since sign-up and reset keep
 * PASSWORD_MIN. Our sign-in forms keep the stricter bound (`signInForm`, `adminSignInForm`).
 */
export const passwordField = z
  .string(MESSAGES.passwordRequired)
  .min(1, MESSAGES.passwordRequired)
  .min(SIGN_IN_PASSWORD_MIN, MESSAGES.signInPasswordMin)
  .max(PASSWORD_MAX, MESSAGES.passwordMax)
  .refine(withoutNul, NUL_MESSAGE);

export const phoneField = (message: string = MESSAGES.phoneInvalid) =>
  z.string(message).trim().regex(PHONE_PATTERN, message);

export const nameField = (required: string = MESSAGES.nameRequired) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(100, 'Name must be at most 100 characters')
    .refine(withoutNul, NUL_MESSAGE);

export const addressField = (required: string = MESSAGES.addressRequired) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(300, 'Address must be at most 300 characters')
    .refine(withoutNul, NUL_MESSAGE);

/** A security answer; stored trimmed, lower-cased and hashed. At least 2 characters so a reset can ever match. */
export const answerField = (required: string = MESSAGES.answerRequired) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .min(2, MESSAGES.answerMin)
    .max(100, 'Answer must be at most 100 characters')
    .refine(withoutNul, NUL_MESSAGE);

export const secretKeyField = z
  .string(MESSAGES.secretKeyRequired)
  .min(1, MESSAGES.secretKeyRequired)
  .min(SECRET_KEY_MIN, MESSAGES.secretKeyMin)
  .max(200, 'Secret key is too long');

// ---------------------------------------------------------------------------------------------
// Public account shapes (answers). Never a password, an answer, a hash or a token.
// ---------------------------------------------------------------------------------------------

export const genderSchema = z.enum(['Male', 'Female'], 'Please select Male or Female');
export type Gender = z.infer<typeof genderSchema>;

/** A buyer as the API shows it to that buyer. `hasPassword`/`hasAnswer` tell a Google account to add them. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: genderSchema.nullable(),
  address: z.string().nullable(),
  pfp: z.string().nullable(),
  hasPassword: z.boolean(),
  hasAnswer: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A seller (company) as the API shows it to that seller. */
export const publicSellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  pfp: z.string().nullable(),
  hasPassword: z.boolean(),
  hasAnswer: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PublicSeller = z.infer<typeof publicSellerSchema>;

/** An administrator: id, name, email, createdAt. */
export const publicAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type PublicAdmin = z.infer<typeof publicAdminSchema>;

/** True when a (Google-created) account still lacks what the details page asks for. */
export const needsDetails = (a: {
  phone: string | null;
  address: string | null;
  hasPassword: boolean;
  hasAnswer: boolean;
}) => !a.phone || !a.address || !a.hasPassword || !a.hasAnswer;

// ---------------------------------------------------------------------------------------------
// Buyer
// ---------------------------------------------------------------------------------------------

/** `POST /api/user/auth/signin` and `POST /api/seller/auth/signin`. */
export const signInBody = z
  .object({
    email: emailField(),
    password: passwordField,
  })
  .strict();
export type SignInBody = z.input<typeof signInBody>;
/** The buyer's and seller's sign-in forms: the stricter bound of the spec's two readings (PASSWORD_MIN). */
export const signInForm = signInBody.extend({ password: newPasswordField });

/** `POST /api/user/auth/signup` → 201 `{ user }`, signed in. */
export const userSignUpBody = z
  .object({
    name: nameField(),
    email: emailField(),
    phone: phoneField(),
    password: newPasswordField,
    address: addressField(),
    answer: answerField(),
  })
  .strict();
export type UserSignUpBody = z.input<typeof userSignUpBody>;

/** The sign-up form: the body plus the terms checkbox (the terms must be accepted). */
export const userSignUpForm = userSignUpBody.extend({
  terms: z.boolean().refine((v) => v, MESSAGES.termsRequired),
});
export type UserSignUpForm = z.input<typeof userSignUpForm>;

/** `POST /api/user/auth/forgot-password` and `POST /api/seller/auth/forgot-password`. */
export const forgotPasswordBody = z
  .object({
    email: emailField(),
    answer: answerField(),
    password: newPasswordField,
  })
  .strict();
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const userAnswerSchema = z.object({ user: publicUserSchema });
export const sellerAnswerSchema = z.object({ seller: publicSellerSchema });
export const adminAnswerSchema = z.object({ admin: publicAdminSchema });

/** Reset answer. A buyer is signed in again at once, so `user` comes along for buyers. */
export const resetAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Seller
// ---------------------------------------------------------------------------------------------

/** The text fields of `POST /api/seller/auth/signup` (multipart; the `pfp` file is required besides). */
export const sellerSignUpFields = z
  .object({
    name: nameField(MESSAGES.companyNameRequired),
    email: emailField(),
    phone: phoneField(),
    password: newPasswordField,
    address: addressField(MESSAGES.companyAddressRequired),
    answer: answerField(MESSAGES.securityQuestionRequired),
  })
  .strict();
export type SellerSignUpFields = z.input<typeof sellerSignUpFields>;

/** What the forms need of a chosen file (a browser `File` fits). */
export interface PickedFile {
  size: number;
  type: string;
  name: string;
}

/** Profile pictures and logos are at most 2 MB. */
export const PFP_MAX_BYTES = 2 * 1024 * 1024;
export const PFP_TOO_LARGE = 'File size must be under 2MB';
export const PFP_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** A picked profile picture: an image under 2 MB. The server checks the bytes again. */
export const pfpFileField = z
  .custom<PickedFile>(
    (v) => typeof v === 'object' && v !== null && 'size' in v && 'type' in v,
    MESSAGES.pfpRequired,
  )
  .refine((f) => f.size <= PFP_MAX_BYTES, PFP_TOO_LARGE)
  .refine(
    (f) => /^image\/(jpeg|jpg|png|gif|webp)$/.test(f.type),
    'Invalid file type. Only JPEG, PNG, JPG, GIF, and WEBP are allowed',
  );

/** The seller sign-up form: the fields, the required logo and the terms. */
export const sellerSignUpForm = sellerSignUpFields.extend({
  pfp: pfpFileField,
  terms: z.boolean().refine((v) => v, MESSAGES.termsRequired),
});
export type SellerSignUpForm = z.input<typeof sellerSignUpForm>;

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

/**
 * `POST /api/admin/auth/signin` `{ email, password }`. The original admin record also had a `secretKey`: it
 * is optional here, and checked when sent.
 */
export const adminSignInBody = z
  .object({
    email: emailField(),
    password: passwordField,
    secretKey: secretKeyField.optional(),
  })
  .strict();
export type AdminSignInBody = z.input<typeof adminSignInBody>;

/** The admin sign-in form: its key field may stay empty, and an empty key is not sent. */
export const adminSignInForm = adminSignInBody.extend({
  password: newPasswordField,
  secretKey: z.union([z.literal('').transform(() => undefined), secretKeyField]).optional(),
});
export type AdminSignInForm = z.input<typeof adminSignInForm>;

/** `POST /api/admin/auth/signup` `{ name, email, password, secretKey }` → 201 `{ admin }`. */
export const adminSignUpBody = z
  .object({
    name: nameField(),
    email: emailField(),
    password: newPasswordField,
    secretKey: secretKeyField,
  })
  .strict();
export type AdminSignUpBody = z.input<typeof adminSignUpBody>;

/** `POST /api/admin/auth/forgot-password` `{ email, password, secretKey }`. */
export const adminForgotPasswordBody = z
  .object({
    email: emailField(),
    password: newPasswordField,
    secretKey: secretKeyField,
  })
  .strict();
export type AdminForgotPasswordBody = z.input<typeof adminForgotPasswordBody>;

// ---------------------------------------------------------------------------------------------
// Session probes
// ---------------------------------------------------------------------------------------------

export const accountRoleSchema = z.enum(['user', 'seller']);

/**
 * `GET /api/auth/get-id` → "the user id": the signed-in buyer's or seller's id, a bare JSON number (the details page
 * after Google sign-up builds `PATCH /api/user/${data}` from it). Which kind of account it is, the caller knows
 * from the page it is on (`/api/auth/user-data` and `/api/auth/seller-data` say it too).
 */
export const getIdAnswerSchema = z.number().int();

/** `GET /api/auth/user-data`: 200 in both cases; `authorized` false when no buyer is signed in. */
export const userDataAnswerSchema = z.object({ authorized: z.boolean(), user: publicUserSchema.optional() });
/** `GET /api/auth/seller-data`. */
export const sellerDataAnswerSchema = z.object({
  authorized: z.boolean(),
  seller: publicSellerSchema.optional(),
});
/** `GET /api/admin/auth/me`. */
export const adminDataAnswerSchema = z.object({
  authorized: z.boolean(),
  admin: publicAdminSchema.optional(),
});

/** `GET /api/auth/providers`: which external sign-in buttons to show. */
export const providersAnswerSchema = z.object({ google: z.boolean() });

export const successAnswerSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** `GET /api/auth/google?redirectUrl=…&userType=user|seller`. */
export const googleStartQuery = z.object({
  redirectUrl: z.string().max(2000).optional(),
  userType: accountRoleSchema.default('user'),
});

/**
 * A redirect target is acceptable only as a path of this site: it starts with one `/`, and neither
 * `//host` nor `/\host` (which browsers treat as another host). Absolute URLs of `siteOrigin` are
 * reduced to their path. Returns null for anything else.
 */
export function safeRedirectPath(target: string | undefined | null, siteOrigin?: string): string | null {
  if (target == null || target === '') return null;
  let candidate = target.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(candidate)) {
    const origin = siteOrigin?.replace(/\/+$/, '').toLowerCase();
    if (!origin) return null;
    const lower = candidate.toLowerCase();
    if (lower === origin) return '/';
    if (!lower.startsWith(`${origin}/`) && !lower.startsWith(`${origin}?`) && !lower.startsWith(`${origin}#`))
      return null;
    candidate = candidate.slice(origin.length);
    if (!candidate.startsWith('/')) candidate = `/${candidate}`;
  }
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could rebuild `//`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  return candidate;
}
