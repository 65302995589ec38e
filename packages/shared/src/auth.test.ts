import { describe, expect, it } from 'vitest';
import {
  adminSignInBody,
  adminSignInForm,
  needsDetails,
  safeRedirectPath,
  sellerSignUpForm,
  signInBody,
  userSignUpForm,
} from './auth.ts';
import { sellerProfileForm, userUpdateBody } from './accounts.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/user/cart', '/user/cart'],
    ['/search?q=tv#top', '/search?q=tv#top'],
    ['http://shop.example/user/orders', '/user/orders'],
    ['HTTP://SHOP.EXAMPLE/x', '/x'],
    ['http://shop.example', '/'],
  ])('accepts %s as %s', (input, out) => {
    expect(safeRedirectPath(input, 'http://shop.example')).toBe(out);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'http://shop.example.evil.example/',
    'javascript:alert(1)',
    'user/cart',
    '/\t/evil.example',
    '',
    undefined,
  ])('refuses %s', (input) => {
    expect(safeRedirectPath(input, 'http://shop.example')).toBeNull();
  });
});

describe('auth schemas', () => {
  /** A valid buyer or seller sign-up, but for the terms box (and the seller's logo). */
  const signUp = {
    name: 'A',
    email: 'a@b.in',
    phone: '9876543210',
    password: '12345678',
    address: 'x',
    answer: 'ab',
  };

  it('trims and lower-cases e-mails', () => {
    expect(signInBody.parse({ email: '  A@B.IN ', password: '12345678' }).email).toBe('a@b.in');
  });

  it('requires the terms on the sign-up forms', () => {
    const r = userSignUpForm.safeParse({ ...signUp, terms: false });
    expect(r.error?.issues[0]?.message).toBe('You must accept the terms and conditions');
  });

  it('requires a logo under 2 MB on the seller sign-up form', () => {
    const base = { ...signUp, terms: true };
    expect(sellerSignUpForm.safeParse(base).error?.issues.map((i) => i.message)).toContain(
      'Profile picture is required',
    );
    const big = { size: 3 * 1024 * 1024, type: 'image/png', name: 'a.png' };
    expect(sellerSignUpForm.safeParse({ ...base, pfp: big }).error?.issues.map((i) => i.message)).toContain(
      'File size must be under 2MB',
    );
    expect(
      sellerSignUpForm.safeParse({ ...base, pfp: { size: 10, type: 'image/png', name: 'a.png' } }).success,
    ).toBe(true);
  });

  it('checks the admin key length', () => {
    expect(
      adminSignInBody.safeParse({ email: 'a@b.in', password: '12345678', secretKey: '123' }).error?.issues[0]
        ?.message,
    ).toBe('Admin secret key must be at least 6 characters long');
  });

  it('takes the admin sign-in without a key; the form sends no key when its field is empty', () => {
    expect(adminSignInBody.safeParse({ email: 'a@b.in', password: '12345678' }).success).toBe(true);
    expect(adminSignInForm.parse({ email: 'a@b.in', password: '12345678', secretKey: '' })).toEqual({
      email: 'a@b.in',
      password: '12345678',
      secretKey: undefined,
    });
    expect(
      adminSignInForm.safeParse({ email: 'a@b.in', password: '12345678', secretKey: '123' }).success,
    ).toBe(false);
  });

  it("says 'Field cannot be empty' for an empty profile field", () => {
    expect(userUpdateBody.safeParse({ address: '   ' }).error?.issues[0]?.message).toBe(
      'Field cannot be empty',
    );
  });

  it('lets the seller leave the answer empty in Edit Profile', () => {
    expect(
      sellerProfileForm.safeParse({
        name: 'A',
        email: 'a@b.in',
        phone: '9876543210',
        address: 'x',
        answer: '',
      }).success,
    ).toBe(true);
  });

  it('knows when a Google account still needs details', () => {
    expect(needsDetails({ phone: null, address: 'x', hasPassword: true, hasAnswer: true })).toBe(true);
    expect(needsDetails({ phone: '9876543210', address: 'x', hasPassword: true, hasAnswer: true })).toBe(
      false,
    );
  });
});
