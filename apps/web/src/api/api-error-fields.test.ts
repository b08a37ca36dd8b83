import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, parseFieldErrors } from './api-error';

describe('ApiError field errors', () => {
  it('reads every "field: message" part the server joined with "; "', () => {
    const error = new ApiError(400, 'sku: must be upper-case; variants.0.sku: is required; price: is too large');
    expect(error.fieldErrors).toEqual({
      sku: 'must be upper-case',
      'variants.0.sku': 'is required',
      price: 'is too large',
    });
    expect(error.field).toBe('sku');
    expect(error.fieldMessage).toBe('must be upper-case');
  });

  it('names the field of a duplicate (409) too', () => {
    const error = new ApiError(409, 'sku: already used by another product');
    expect(error.field).toBe('sku');
    expect(error.fieldErrors).toEqual({ sku: 'already used by another product' });
  });

  it('keeps a message whose later part is not a field as one field message', () => {
    expect(parseFieldErrors('name: too long; see the guide')).toEqual({ name: 'too long; see the guide' });
  });

  it('names no field for other statuses or plain sentences', () => {
    expect(new ApiError(403, 'sku: nope').fieldErrors).toEqual({});
    expect(new ApiError(400, 'The email or password is wrong.').field).toBeUndefined();
    expect(parseFieldErrors('Note: this is plain')).toEqual({});
  });

  it('keeps the row errors of an envelope and drops malformed ones', () => {
    const error = apiErrorFrom(400, {
      message: 'The file has 2 problems.',
      errors: [
        { row: 3, column: 'sku', message: 'is required' },
        { row: 'x' },
        { row: 4, column: null, message: 'bad' },
      ],
    });
    expect(error.message).toBe('The file has 2 problems.');
    expect(error.rowErrors).toEqual([
      { row: 3, column: 'sku', message: 'is required' },
      { row: 4, column: null, message: 'bad' },
    ]);
    expect(apiErrorFrom(502, {}).message).toBe('The server answered 502.');
    expect(apiErrorFrom(502, {}).rowErrors).toEqual([]);
  });
});
