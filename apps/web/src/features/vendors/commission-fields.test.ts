import { describe, expect, it } from 'vitest';
import { commissionOf, commissionValuesOf, onCommissionInput } from './commission-fields';

describe('commission fields', () => {
  it('turn a typed percent into basis points and back', () => {
    expect(commissionOf({ commission_kind: 'percent', percent: 12.5, flat: null })).toEqual({
      type: 'percent',
      value: 1250,
    });
    expect(commissionValuesOf({ type: 'percent', value: 1250 })).toEqual({
      commission_kind: 'percent',
      percent: 12.5,
      flat: null,
    });
    expect(commissionValuesOf({ type: 'flat', value: 500 })).toEqual({
      commission_kind: 'flat',
      percent: '',
      flat: 500,
    });
    expect(commissionValuesOf(null)).toEqual({ commission_kind: 'default', percent: '', flat: null });
  });

  it('send the default as null and a blank amount as NaN, for the schema to name', () => {
    expect(commissionOf({ commission_kind: 'default', percent: 10, flat: 5 })).toBeNull();
    expect(commissionOf({ commission_kind: 'flat', percent: '', flat: null })?.value).toBeNaN();
  });

  it('move the schema’s issue onto the input that was typed in', () => {
    const errors = { 'vendor_commission.value': 'At most 100 %' };
    expect(
      onCommissionInput(errors, { commission_kind: 'percent', percent: 120, flat: null }, 'vendor_commission'),
    ).toMatchObject({ percent: 'At most 100 %' });
    expect(
      onCommissionInput(errors, { commission_kind: 'flat', percent: '', flat: 1 }, 'vendor_commission'),
    ).toMatchObject({ flat: 'At most 100 %' });
  });
});
