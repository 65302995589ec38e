import { describe, expect, it } from 'vitest';
import { productListQuerySchema, searchQuerySchema } from './catalog.ts';
import { DEAL_NAMES, categoryTagline } from './storefront.ts';
import { contactFormSchema, contactMessageSchema, CONTACT_MESSAGES } from './contact.ts';
import { infoTabFor, infoTitleFor } from './content/info-sections.ts';

describe('list queries', () => {
  it('defaults to page 1 of 12 in id order and caps limit at 48', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 12, sort: 'default' });
    expect(productListQuerySchema.safeParse({ limit: '48' }).success).toBe(true);
    expect(productListQuerySchema.safeParse({ limit: '49' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });

  it('search answers 5 by default', () => {
    expect(searchQuerySchema.parse({ query: 'tv' })).toMatchObject({ limit: 5, page: 1, sort: 'default' });
  });
});

describe('contact form messages', () => {
  const valid = {
    name: 'Ravi',
    email: 'ravi@example.in',
    subject: 'Hello there',
    message: 'A message of some length.',
  };
  it.each([
    [{ name: 'Al' }, CONTACT_MESSAGES.name],
    [{ email: 'x@' }, CONTACT_MESSAGES.email],
    [{ subject: 'Hi' }, CONTACT_MESSAGES.subject],
    [{ message: 'Short msg' }, CONTACT_MESSAGES.message],
  ])('%o → %s', (override, message) => {
    const r = contactFormSchema.safeParse({ ...valid, ...override });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });

  it('the server takes a message of 5 characters; the forms ask 10', () => {
    expect(contactMessageSchema.safeParse({ ...valid, message: 'Help!' }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...valid, message: 'Hey' }).error!.issues[0]!.message).toBe(
      CONTACT_MESSAGES.messageMin,
    );
    expect(contactFormSchema.safeParse({ ...valid, message: 'Help!' }).success).toBe(false);
  });

  it('trims, lower-cases the e-mail and defaults userType to User', () => {
    expect(contactMessageSchema.parse({ ...valid, email: ' Ravi@Example.IN ' })).toMatchObject({
      email: 'ravi@example.in',
      userType: 'User',
    });
  });
});

describe('information pages', () => {
  it('opens the section tab, warranty-information by default', () => {
    expect(infoTabFor('faqs')).toBe('faqs');
    expect(infoTabFor('shop-by-location')).toBe('locations');
    expect(infoTabFor('order-tracking')).toBe('warranty-information');
    expect(infoTabFor(undefined)).toBe('warranty-information');
  });

  it("titles known sections and 'Information' otherwise", () => {
    expect(infoTitleFor('warranty-information')).toBe('Warranty Information');
    expect(infoTitleFor('electrohub-brands')).toBe('ElectroHub Brands');
    expect(infoTitleFor('order-tracking')).toBe('Information');
    expect(infoTitleFor('constructor')).toBe('Information');
  });
});

describe('storefront texts', () => {
  it('category tagline and deal names per tier', () => {
    expect(categoryTagline('Audio')).toBe('Discover the latest & top-rated Audio products.');
    for (const tier of ['hot', 'high', 'medium', 'low'] as const)
      expect(DEAL_NAMES[tier].length).toBeGreaterThan(1);
  });
});
