import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgotPasswordBody, userSignUpBody } from './auth.ts';
import { MAX_ID, idParam, parseId } from './ids.ts';
import { REVIEW_CONTENT_MAX, reviewInput } from './reviews.ts';

/** Property tests of the request schemas (issue 12): no NUL, no over-long text, one rule for ids. */

const validSignUp = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Password@123',
  address: '12 MG Road',
  answer: 'electro',
};
const TEXT_LIMITS = { name: 100, address: 300, answer: 100, password: 128 } as const;

/** Any text with a NUL character somewhere in it. */
const withNul = fc
  .tuple(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }))
  .map(([a, b]) => `${a}\u0000${b}`);
/** Text that stays longer than `max` after trimming. */
const overLong = (max: number) =>
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => `x${'y'.repeat(max)}${s}x`);

describe('sign-up and password reset', () => {
  it('never accept NUL in any text field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(TEXT_LIMITS), 'email', 'phone'), withNul, (field, value) => {
        expect(userSignUpBody.safeParse({ ...validSignUp, [field]: value }).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('email', 'answer', 'password'), withNul, (field, value) => {
        const body = {
          email: validSignUp.email,
          answer: validSignUp.answer,
          password: validSignUp.password,
          [field]: value,
        };
        expect(forgotPasswordBody.safeParse(body).success).toBe(false);
      }),
    );
  });

  it('never accept text over its length limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[])),
        fc.nat(),
        (field, seed) => {
          const value = fc.sample(overLong(TEXT_LIMITS[field]), { seed, numRuns: 1 })[0]!;
          expect(userSignUpBody.safeParse({ ...validSignUp, [field]: value }).success).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('accept any printable name within the limit (trimmed)', () => {
    const printable = fc.string({
      unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCXYZ.-'"),
      minLength: 1,
      maxLength: 100,
    });
    fc.assert(
      fc.property(
        printable.filter((s) => s.trim().length > 0),
        (name) => {
          const parsed = userSignUpBody.safeParse({ ...validSignUp, name });
          expect(parsed.success).toBe(true);
          expect(parsed.data?.name).toBe(name.trim());
        },
      ),
    );
  });
});

describe('reviews', () => {
  it('never accept NUL or over-long content, and only whole ratings 1 to 5', () => {
    fc.assert(
      fc.property(withNul, (content) => {
        expect(reviewInput.safeParse({ rating: 4, content: `Great ${content}` }).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(overLong(REVIEW_CONTENT_MAX), (content) => {
        expect(reviewInput.safeParse({ rating: 4, content }).success).toBe(false);
      }),
      { numRuns: 20 },
    );
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (rating) => {
        const ok = reviewInput.safeParse({ rating, content: 'A fine phone' }).success;
        expect(ok).toBe(Number.isInteger(rating) && rating >= 1 && rating <= 5);
      }),
    );
  });
});

describe('path ids', () => {
  /** Text that looks like an id in some way: digits with signs, spaces, dots, exponents, hex and huge values. */
  const idLike = fc.oneof(
    fc.integer({ min: -10, max: MAX_ID + 10 }).map(String),
    fc.bigInt({ min: 0n, max: 10n ** 25n }).map(String),
    fc
      .tuple(
        fc.constantFrom('', ' ', '+', '-', '0', '0x', '\t'),
        fc.nat(),
        fc.constantFrom('', ' ', '.0', 'e0', 'n', '\u0000'),
      )
      .map(([a, n, b]) => `${a}${n}${b}`),
    fc.string({ maxLength: 12 }),
  );

  it('accept exactly 1 to 10 plain digits from 1 to 2147483647, and read them as that number', () => {
    fc.assert(
      fc.property(idLike, (text) => {
        const expected =
          /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID ? Number(text) : null;
        const parsed = idParam.safeParse(text);
        expect(parsed.success ? parsed.data : null).toBe(expected);
        expect(parseId(text)).toBe(expected);
      }),
    );
  });
});
