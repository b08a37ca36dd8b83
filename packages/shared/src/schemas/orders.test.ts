import { describe, expect, it } from 'vitest';
import { bundleInput, cartLineInput, cartQuantityInput, checkoutInput, quickOrderInput } from './orders.js';

describe('cartLineInput', () => {
  it('takes form text and upper-cases the SKU', () => {
    expect(cartLineInput.parse({ sku: ' tee-red-m ', quantity: '2' })).toEqual({
      sku: 'TEE-RED-M',
      quantity: 2,
      addons: [],
      mm: {},
    });
  });

  it('reads ticked add-ons, written ones (leaving blank texts out) and measurement fields', () => {
    const wrap = '0b4c3f1e-8d2a-4f6b-9c1d-2e3f4a5b6c7d';
    const monogram = '1c5d4a2f-9e3b-4a7c-8d2e-3f4a5b6c7d8e';
    const form = {
      sku: 'TEE',
      quantity: '1',
      addon: wrap,
      [`addon_${monogram}`]: ' ARK ',
      addon_other: ' ',
      mm_0_1: '40',
    };
    expect(cartLineInput.parse(form)).toMatchObject({
      addons: [{ id: wrap }, { id: monogram, text: 'ARK' }],
      mm: { mm_0_1: '40' },
    });
    expect(cartLineInput.safeParse({ ...form, addon: 'gift-wrap' }).error?.issues[0]?.message).toBe('No such option');
  });

  it('reads a file add-on’s uploaded file by its id, apart from the texts', () => {
    const photo = '2d6e5b3a-0f4c-4b8d-9e3f-4a5b6c7d8e9f';
    const file = '3e7f6c4b-1a5d-4c9e-8f4a-5b6c7d8e9fa0';
    const form = { sku: 'TEE', quantity: '1', [`addon_file_${photo}`]: file };
    expect(cartLineInput.parse(form).addons).toEqual([{ id: photo, file }]);
    expect(cartLineInput.safeParse({ ...form, [`addon_file_${photo}`]: 'beach.jpg' }).error?.issues[0]?.message).toBe(
      'Choose the file again',
    );
  });

  it.each([
    ['-1', 'Enter at least 1'],
    ['1.5', 'Enter a whole number of items'],
    ['0', 'Enter at least 1'],
    ['1000', '999 of one item at most'],
  ])('refuses quantity %s', (quantity, message) => {
    const result = cartLineInput.safeParse({ sku: 'A', quantity });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('quickOrderInput', () => {
  it('pairs repeated fields into lines, each with its row in the form, and skips blank rows', () => {
    expect(quickOrderInput.parse({ sku: ['mug', '', 'tee-s'], quantity: ['3', '', ''] }).rows).toEqual([
      { row: 1, sku: 'MUG', quantity: 3 },
      { row: 3, sku: 'TEE-S', quantity: 1 },
    ]);
    expect(quickOrderInput.parse({ sku: 'mug', quantity: '2' }).rows).toEqual([{ row: 1, sku: 'MUG', quantity: 2 }]);
  });

  it('refuses a form with no SKU', () => {
    expect(quickOrderInput.safeParse({ sku: ['', ''], quantity: ['', ''] }).error?.issues[0]?.message).toBe(
      'Enter at least one SKU',
    );
  });

  it('names each row it cannot read by its place in the form, blank rows counted, and keeps the others', () => {
    expect(quickOrderInput.parse({ sku: ['mug', '', 'tee', ''], quantity: ['1', '', '1.5', '2'] })).toEqual({
      rows: [{ row: 1, sku: 'MUG', quantity: 1 }],
      problems: [
        { row: 3, column: 'quantity', message: 'Enter a whole number of items' },
        { row: 4, column: 'sku', message: 'Enter the SKU, or clear the quantity' },
      ],
    });
  });
});

describe('cartQuantityInput', () => {
  it('steps the number shown by the − or + button it was sent with', () => {
    expect(cartQuantityInput.parse({ sku: 'mug', quantity: '2', step: '1' })).toEqual({ sku: 'MUG', quantity: 3 });
    expect(cartQuantityInput.parse({ sku: 'mug', quantity: '2', step: '-1' })).toEqual({ sku: 'MUG', quantity: 1 });
    expect(cartQuantityInput.parse({ sku: 'mug', quantity: '0', step: '-1' })).toEqual({ sku: 'MUG', quantity: 0 });
    expect(cartQuantityInput.parse({ sku: 'mug', quantity: '4' })).toEqual({ sku: 'MUG', quantity: 4 });
  });

  it('refuses an emptied field, a step past the cap and a made-up step', () => {
    const message = (input: Record<string, string>) => cartQuantityInput.safeParse(input).error?.issues[0]?.message;
    expect(message({ sku: 'mug', quantity: '' })).toBe('Enter a quantity');
    expect(message({ sku: 'mug', quantity: '999', step: '1' })).toBe('999 of one item at most');
    expect(message({ sku: 'mug', quantity: '2', step: '5' })).toBe('Use the − or + button');
  });
});

describe('checkoutInput', () => {
  const valid = {
    name: 'Asha',
    email: 'asha@example.com',
    address: { line1: '1 Main St', city: 'Chennai', postal_code: '600001', country: 'in' },
    delivery_method: 'standard',
    payment_method: 'test_card',
    card_number: '4242 4242 4242 4242',
    expected_subtotal: '1999',
    idempotency_key: '9b2f8c4e-1d8a-4c1e-9a55-3f0f3c0b6a11',
  };

  it('reads a complete form', () => {
    const parsed = checkoutInput.parse(valid);
    expect(parsed.expected_subtotal).toBe(1999);
    expect(parsed.address.country).toBe('IN');
  });

  it('asks for a card number when paying by card', () => {
    const result = checkoutInput.safeParse({ ...valid, card_number: '' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['card_number'], message: 'Enter the card number' });
  });

  it('needs no card for cash on delivery', () => {
    expect(checkoutInput.safeParse({ ...valid, payment_method: 'cod', card_number: '' }).success).toBe(true);
  });
});

describe('bundleInput', () => {
  it('takes the ticked SKUs with no quantities, one of each', () => {
    expect(bundleInput.parse({ sku: ['belt-1', '', 'CAP-NAVY'] })).toEqual([
      { sku: 'BELT-1', quantity: 1 },
      { sku: 'CAP-NAVY', quantity: 1 },
    ]);
    expect(bundleInput.safeParse({ sku: '' }).error?.issues[0]?.message).toBe('Choose at least one item');
  });
});
