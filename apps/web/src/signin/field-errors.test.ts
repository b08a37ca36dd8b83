import { describe, expect, it } from 'vitest';
import { storeLoginBody } from '@stallfront/shared/auth';
import { ApiError } from '../api/api-error';
import { refusalErrors, schemaErrors } from './field-errors';

describe('the sign-in form errors', () => {
  it('says what is missing or wrong on each field, with the messages the server uses', () => {
    expect(schemaErrors(storeLoginBody, { email: '', password: '' })).toEqual({
      email: expect.stringMatching(/email/i),
      password: expect.any(String),
    });
    expect(schemaErrors(storeLoginBody, { email: 'not-an-email', password: 'x' })).toEqual({
      email: expect.stringMatching(/email/i),
    });
    expect(schemaErrors(storeLoginBody, { email: 'owner@shop.test', password: 'secret-1' })).toEqual({});
  });

  it('puts a refusal that names a field on it, and any other under the form', () => {
    const values = { email: 'owner@shop.test', password: 'wrong' };
    expect(refusalErrors(values, new ApiError(400, 'email: Enter a valid email'))).toEqual({
      fields: { email: 'Enter a valid email' },
    });
    expect(refusalErrors(values, new ApiError(401, 'The email or password is incorrect.'))).toEqual({
      fields: {},
      form: 'The email or password is incorrect.',
    });
    expect(refusalErrors(values, new ApiError(0, 'Cannot reach Stallfront.')).form).toBe('Cannot reach Stallfront.');
  });
});
