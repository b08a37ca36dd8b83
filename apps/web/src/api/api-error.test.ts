import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError', () => {
  it('reads the field a 400 names', () => {
    const error = new ApiError(400, 'email: must be a valid email');
    expect(error.field).toBe('email');
    expect(error.fieldMessage).toBe('must be a valid email');
    expect(error.message).toBe('email: must be a valid email');
  });

  it('names no field for other refusals or plain messages', () => {
    expect(new ApiError(401, 'email: wrong').field).toBeUndefined();
    expect(new ApiError(400, 'The email or password is wrong.').field).toBeUndefined();
  });
});
