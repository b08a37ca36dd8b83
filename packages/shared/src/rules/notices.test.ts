import { describe, expect, it } from 'vitest';
import { isNoticeLink, isNoticeUrl, showsAnnounceBar, unreadCount, withViewed } from './notices.js';

const trialOwner = { loginType: 'admin', packageCategory: 'pro', signupBy: 'self', billingStatus: null };

describe('the announcement bar', () => {
  it('shows for a self-signed-up owner on a Pro package with no billing status', () => {
    expect(showsAnnounceBar(trialOwner)).toBe(true);
  });
  it('hides for staff, genie packages, stores the platform created and stores that pay', () => {
    expect(showsAnnounceBar({ ...trialOwner, loginType: 'subuser' })).toBe(false);
    expect(showsAnnounceBar({ ...trialOwner, packageCategory: 'genie' })).toBe(false);
    expect(showsAnnounceBar({ ...trialOwner, signupBy: 'admin' })).toBe(false);
    expect(showsAnnounceBar({ ...trialOwner, billingStatus: 'paid' })).toBe(false);
  });
});

describe('notice links', () => {
  it('takes console paths as internal and http(s) addresses as external', () => {
    expect(isNoticeLink('/deployment/plans', 'internal')).toBe(true);
    expect(isNoticeLink('https://example.com/x', 'internal')).toBe(false);
    expect(isNoticeLink('//evil.example', 'internal')).toBe(false);
    expect(isNoticeLink('https://example.com/x', 'external')).toBe(true);
    expect(isNoticeLink('javascript:alert(1)', 'external')).toBe(false);
    expect(isNoticeUrl('/orders')).toBe(true);
    expect(isNoticeUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('the unread count', () => {
  it('counts what is not viewed across lists and drops as items are viewed', () => {
    const list = [
      { _id: 'a', viewed: false },
      { _id: 'b', viewed: true },
    ];
    expect(unreadCount(list, [{ viewed: false }])).toBe(2);
    const after = withViewed(list, 'a');
    expect(unreadCount(after)).toBe(0);
    expect(list[0]?.viewed).toBe(false);
  });
});
