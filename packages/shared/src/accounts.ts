import { z } from 'zod';
import { idParam } from './ids.ts';
import { labelledChoices } from './labels.ts';
import {
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  addressField,
  answerField,
  emailField,
  genderSchema,
  newPasswordField,
  phoneField,
} from './auth.ts';

/**
 * Changing an account: `PATCH /api/user/{id}`, `PATCH /api/seller/{id}` (JSON, or multipart with a new
 * `pfp`), deleting it with `DELETE`.
 */

/** A profile edit refuses an empty value with this message. */
export const FIELD_EMPTY = 'Field cannot be empty';

const nonEmpty = (max: number) =>
  z.string(FIELD_EMPTY).trim().min(1, FIELD_EMPTY).max(max, `Must be at most ${max} characters`);

/** A new phone number in a buyer's or a seller's profile update (optional, as each field of an update). */
const profileEditPhone = nonEmpty(20).pipe(z.string().regex(PHONE_PATTERN, MESSAGES.phoneInvalid)).optional();

/**
 * The last fields of a buyer's and of a seller's profile update, checked the same way for both. Spread last:
 * a 400 names the first bad field in the order the forms show them.
 */
const profileEditTail = {
  address: nonEmpty(300).optional(),
  answer: nonEmpty(100).pipe(z.string().min(2, MESSAGES.answerMin)).optional(),
  password: z
    .string(FIELD_EMPTY)
    .min(1, FIELD_EMPTY)
    .min(PASSWORD_MIN, MESSAGES.passwordMin)
    .max(PASSWORD_MAX, MESSAGES.passwordMax)
    .optional(),
  /**
   * The password in force, with a new `password`: needed unless the session signed in within the last
   * `RECENT_SIGN_IN_MINUTES` or the account has no password yet (docs/decisions/032-parallel-guesses.md).
   */
  currentPassword: z.string(FIELD_EMPTY).max(PASSWORD_MAX, MESSAGES.passwordMax).optional(),
};

/** A session this fresh may set a new password without the current one (the details page after Google). */
export const RECENT_SIGN_IN_MINUTES = 10;
export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Enter your current password to set a new one',
  wrong: 'Current password is incorrect',
} as const;

/** Fields a buyer can change (one at a time from the profile, or phone/address/password/answer from the details page). */
export const userUpdateBody = z
  .object({
    name: nonEmpty(100).optional(),
    phone: profileEditPhone,
    gender: genderSchema.optional(),
    ...profileEditTail,
  })
  .strict();
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/**
 * The buyer profile's editable fields in the order the page shows them, with their labels for the page and the
 * '{field} updated successfully' toast.
 */
export const USER_FIELD_LABELS = {
  name: 'Name',
  phone: 'Phone',
  gender: 'Gender',
  address: 'Address',
  answer: 'Security answer',
};
export type UserProfileField = keyof typeof USER_FIELD_LABELS;
export const USER_PROFILE_FIELDS = labelledChoices(USER_FIELD_LABELS);

/** `/user/auth/user-details` after Google sign-in: the buyer's additional details. */
export const userDetailsForm = z.object({
  phone: phoneField(MESSAGES.phoneInvalidShort),
  address: addressField(),
  password: newPasswordField,
  answer: answerField(),
});
export type UserDetailsForm = z.input<typeof userDetailsForm>;

/** Fields a seller can change (JSON or multipart; a new `pfp` file may come along in multipart). */
export const sellerUpdateBody = z
  .object({
    name: nonEmpty(100).optional(),
    email: emailField(FIELD_EMPTY).optional(),
    phone: profileEditPhone,
    ...profileEditTail,
  })
  .strict();
export type SellerUpdateBody = z.input<typeof sellerUpdateBody>;

/** `/seller/auth/seller-details` after Google sign-up: the seller's additional details; the logo is optional. */
export const sellerDetailsForm = z.object({
  phone: z
    .string('Phone number is required')
    .trim()
    .min(1, 'Phone number is required')
    .regex(PHONE_PATTERN, MESSAGES.phoneInvalidShort),
  address: addressField(),
  password: newPasswordField,
  answer: answerField('Answer to the security question is required'),
});
export type SellerDetailsForm = z.input<typeof sellerDetailsForm>;

/**
 * The seller's Edit Profile dialog (company profile). The answer field starts empty behind a
 * placeholder: left empty, the stored answer stays.
 */
export const sellerProfileForm = z.object({
  name: z.string().trim().min(1, MESSAGES.companyNameRequired).max(100),
  email: emailField(),
  phone: z.string().trim().min(1, 'Phone number is required').regex(PHONE_PATTERN, MESSAGES.phoneInvalid),
  address: addressField(MESSAGES.companyAddressRequired),
  answer: z.union([z.literal(''), z.string().trim().min(2, MESSAGES.answerMin).max(100)]),
});
export type SellerProfileForm = z.input<typeof sellerProfileForm>;

/** `DELETE /api/user/{id}` → `{ user: { name } }`. */
export const deletedUserAnswerSchema = z.object({ user: z.object({ name: z.string() }) });
/** `DELETE /api/seller/{id}` → `{ seller: { name } }`. */
export const deletedSellerAnswerSchema = z.object({ seller: z.object({ name: z.string() }) });

export const accountIdParams = z.object({ id: idParam });
