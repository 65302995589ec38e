import { describe, expect, it } from 'vitest';
import {
  PRODUCT_MESSAGES,
  dropBlankDetailRows,
  productAddFormSchema,
  productAddMultipartSchema,
  productEditSchema,
  shortFileName,
} from './products.ts';

const valid = {
  name: 'Volt X1',
  description: 'A phone.',
  price: '24999.50',
  offerPercentage: '10',
  stock: '5',
  categoryName: 'Smartphones',
  status: 'Active',
  brand: 'Volt',
};
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('product form rules', () => {
  it('cuts file names to 10 characters plus the extension', () => {
    expect(shortFileName('product-photo-front.png')).toBe('product-ph....png');
    expect(shortFileName('short.jpg')).toBe('short.jpg');
    expect(shortFileName('noextensionatall')).toBe('noextensio...');
  });

  it('drops fully blank specification rows only', () => {
    expect(
      dropBlankDetailRows([
        { key: ' ', value: '' },
        { key: 'RAM', value: '8 GB' },
        { key: 'ROM', value: '' },
      ]),
    ).toEqual([
      { key: 'RAM', value: '8 GB' },
      { key: 'ROM', value: '' },
    ]);
  });

  it('form rows: blank is fine, half-filled names the missing part', () => {
    const r = productAddFormSchema.safeParse({
      ...valid,
      details: [
        { key: '', value: '' },
        { key: 'RAM', value: '' },
        { key: '', value: '8' },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['details.1.value', PRODUCT_MESSAGES.value],
      ['details.2.key', PRODUCT_MESSAGES.key],
    ]);
  });

  it('multipart: numbers from text, details from JSON text', () => {
    const r = productAddMultipartSchema.parse({ ...valid, details: '[{"key":"RAM","value":"8 GB"}]' });
    expect(r).toMatchObject({
      price: 24999.5,
      offerPercentage: 10,
      stock: 5,
      details: [{ key: 'RAM', value: '8 GB' }],
    });
    expect(messages(productAddMultipartSchema.safeParse({ ...valid, details: '{nope' }))).toEqual([
      'Specifications must be JSON',
    ]);
    expect(productAddMultipartSchema.parse(valid).details).toEqual([]);
  });

  it('stock: at least 1 on add, 0 allowed on edit', () => {
    expect(messages(productAddMultipartSchema.safeParse({ ...valid, stock: '0' }))).toEqual([
      PRODUCT_MESSAGES.stockAdd,
    ]);
    expect(productEditSchema.parse({ stock: '0' })).toEqual({ stock: 0 });
    expect(messages(productEditSchema.safeParse({ stock: '-1' }))).toEqual([PRODUCT_MESSAGES.stockEdit]);
  });

  it('price: positive, at most two decimals; offer: 0–100, two decimals (the forms: whole)', () => {
    expect(messages(productAddMultipartSchema.safeParse({ ...valid, price: '' }))).toEqual([
      PRODUCT_MESSAGES.price,
    ]);
    expect(messages(productAddMultipartSchema.safeParse({ ...valid, price: '1.234' }))).toEqual([
      'Price can have at most two decimals',
    ]);
    expect(messages(productAddMultipartSchema.safeParse({ ...valid, offerPercentage: '100.5' }))).toContain(
      PRODUCT_MESSAGES.offer,
    );
    expect(productAddMultipartSchema.parse({ ...valid, offerPercentage: '12.5' }).offerPercentage).toBe(12.5);
    expect(productAddMultipartSchema.parse({ ...valid, offerPercentage: '33.33' }).offerPercentage).toBe(
      33.33,
    );
    expect(messages(productAddMultipartSchema.safeParse({ ...valid, offerPercentage: '12.345' }))).toEqual([
      PRODUCT_MESSAGES.offerDecimals,
    ]);
    expect(messages(productAddFormSchema.safeParse({ ...valid, offerPercentage: '12.5' }))).toContain(
      PRODUCT_MESSAGES.offerWhole,
    );
  });
});

describe('multipart number fields (issue 21)', () => {
  it('take plain decimal digits only: 0x10, 1e2, Infinity and signs are refused with the field message', () => {
    for (const [field, bad] of [
      ['price', '0x10'],
      ['price', '1e2'],
      ['price', 'Infinity'],
      ['price', '-5'],
      ['offerPercentage', '0x10'],
      ['offerPercentage', '1e1'],
      ['stock', '0x10'],
      ['stock', '1e2'],
      ['stock', ''],
    ] as const) {
      const r = productAddMultipartSchema.safeParse({ ...valid, [field]: bad });
      expect(r.success, `${field}=${bad}`).toBe(false);
    }
    const ok = productAddMultipartSchema.safeParse({ ...valid, price: ' 24999.50 ', stock: '05' });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ price: 24999.5, stock: 5, offerPercentage: 10 });
    // The server takes two decimals of offer (the looser reading of the API contract); more is refused.
    expect(productAddMultipartSchema.safeParse({ ...valid, offerPercentage: '12.5' }).data).toMatchObject({
      offerPercentage: 12.5,
    });
    expect(messages(productAddMultipartSchema.safeParse({ ...valid, offerPercentage: '12.555' }))).toContain(
      PRODUCT_MESSAGES.offerDecimals,
    );
  });
});
