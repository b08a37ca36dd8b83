// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { focusFirstField, hasPath, sortServerErrors } from './field-errors';

const values = { name: 'Tee', sku: '', variants: [{ sku: 'A' }, { sku: 'B' }], vendor_id: null };

describe('hasPath', () => {
  it('finds top-level, nested and list paths the form holds', () => {
    expect(hasPath(values, 'sku')).toBe(true);
    expect(hasPath(values, 'vendor_id')).toBe(true);
    expect(hasPath(values, 'variants.1.sku')).toBe(true);
  });

  it('refuses paths the form does not hold', () => {
    expect(hasPath(values, 'body')).toBe(false);
    expect(hasPath(values, 'variants.2.sku')).toBe(false);
    expect(hasPath(values, 'vendor_id.name')).toBe(false);
    expect(hasPath(values, 'toString')).toBe(false);
  });
});

describe('sortServerErrors', () => {
  it('puts the named fields on the form and toasts what names none of them', () => {
    const error = new ApiError(400, 'sku: is required; variants.0.sku: is used twice; body: unknown key');
    expect(sortServerErrors(values, error)).toEqual({
      fields: { sku: 'is required', 'variants.0.sku': 'is used twice' },
      toast: 'body: unknown key',
    });
  });

  it('toasts the whole message when no field is on the form', () => {
    expect(sortServerErrors(values, new ApiError(400, 'query: bad'))).toEqual({ fields: {}, toast: 'query: bad' });
    expect(sortServerErrors(values, new ApiError(500, 'Server error.'))).toEqual({
      fields: {},
      toast: 'Server error.',
    });
    expect(sortServerErrors(values, new Error('offline'))).toEqual({ fields: {}, toast: 'offline' });
  });
});

describe('focusFirstField', () => {
  it('focuses the field a reader meets first, whatever order the paths came in', () => {
    document.body.innerHTML = '<input id="a" /><input id="b" /><input id="c" />';
    const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
    const [b, c] = [byId('b'), byId('c')];
    const scroll = vi.fn();
    b.scrollIntoView = scroll;
    expect(focusFirstField([c, null, b])).toBe(b);
    expect(document.activeElement).toBe(b);
    expect(scroll).toHaveBeenCalled();
    expect(focusFirstField([null])).toBeUndefined();
  });
});
