import { describe, expect, it } from 'vitest';
import { type SignUpValues, toCreateStoreBody, validateSignUp } from './signup-form';

const filled: SignUpValues = {
  email: 'new@shop.test',
  owner_name: 'Asha',
  mobile: '',
  name: 'Asha Sarees',
  type: 'order_based',
  sub_type: 'quot',
  category: 'saree',
  country: 'IN',
  password: 'long-enough-1',
  confirm: 'long-enough-1',
  dealer_code: '',
};

describe('the sign-up form', () => {
  it('passes a filled form and leaves out what the user left empty', () => {
    expect(validateSignUp(filled)).toEqual({});
    const body = toCreateStoreBody(filled);
    expect(body.mobile).toBeUndefined();
    expect(body.sub_type).toBeUndefined();
    expect(body.dealer_code).toBeUndefined();
    expect(body).not.toHaveProperty('confirm');
  });

  it('sends a sub_type only for quote-based stores', () => {
    expect(toCreateStoreBody({ ...filled, type: 'quot_based', sub_type: 'enquiry' }).sub_type).toBe('enquiry');
  });

  it('asks plainly for what is missing and checks the rest with the shared schema', () => {
    const errors = validateSignUp({ ...filled, name: ' ', category: '', email: 'not-an-email', mobile: '12' });
    expect(errors.name).toBe('Name your store');
    expect(errors.category).toBe('Choose what you sell');
    expect(errors.email).toBe('Enter an email address like name@example.com');
    expect(errors.mobile).toMatch(/phone number/);
  });

  it('wants the password twice, alike, and long enough', () => {
    expect(validateSignUp({ ...filled, confirm: 'other-password' }).confirm).toBe('The two passwords differ');
    expect(validateSignUp({ ...filled, password: 'short', confirm: 'short' }).password).toBe('8 characters at least');
  });

  it('sends a dealer code when one is typed, and checks its shape', () => {
    expect(toCreateStoreBody({ ...filled, dealer_code: ' north-10 ' }).dealer_code).toBe('north-10');
    expect(validateSignUp({ ...filled, dealer_code: 'north-10' })).toEqual({});
    expect(validateSignUp({ ...filled, dealer_code: 'x!' }).dealer_code).toBe(
      'must be 3 to 24 letters, digits or dashes',
    );
  });
});
