import { describe, expect, it } from 'vitest';
import { mailboxOf, type MergeSide, mergeRefusal, withoutTag, withTags } from './customers.js';

const guest: MergeSide = { id: 'g', email: 'ana+shop@x.com', signedUp: false, mergedInto: null };
const account: MergeSide = { id: 'a', email: 'ana@x.com', signedUp: true, mergedInto: null };

describe('mailboxOf', () => {
  it('lower-cases and drops a +tag of the local part only', () => {
    expect(mailboxOf(' Ana+Shop@X.com ')).toBe('ana@x.com');
    expect(mailboxOf('ana@x+y.com')).toBe('ana@x+y.com');
    expect(mailboxOf('ana@x.com')).toBe('ana@x.com');
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
  });
});

describe('mergeRefusal', () => {
  it('lets a guest into the account of the same mailbox, again once merged', () => {
    expect(mergeRefusal(guest, account)).toBeNull();
    expect(mergeRefusal({ ...guest, mergedInto: 'a' }, account)).toBeNull();
  });
  it('refuses other emails, accounts as the guest, guests as the target and second merges', () => {
    expect(mergeRefusal({ ...guest, email: 'bo@x.com' }, account)).toMatch(/emails differ/);
    expect(mergeRefusal({ ...guest, signedUp: true }, account)).toMatch(/Only a guest/);
    expect(mergeRefusal(guest, { ...account, signedUp: false })).toMatch(/with an account/);
    expect(mergeRefusal({ ...guest, mergedInto: 'other' }, account)).toMatch(/already merged/);
    expect(mergeRefusal(guest, { ...account, mergedInto: 'z' })).toMatch(/itself merged/);
    expect(mergeRefusal(account, account)).toMatch(/itself/);
  });
});

describe('tags', () => {
  it('adds without repeats whatever the case, and removes by any case', () => {
    expect(withTags(['VIP'], ['vip', ' wholesale  buyer ', ''])).toEqual(['VIP', 'wholesale buyer']);
    expect(withoutTag(['VIP', 'Local'], 'vip')).toEqual(['Local']);
  });
});
