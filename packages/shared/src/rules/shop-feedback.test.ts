import { describe, expect, it } from 'vitest';
import { allows } from './call-access.js';
import { choosableStatuses, SHOP_FEEDBACK_ACCESS, statusAfterReply, statusProblem } from './shop-feedback.js';

describe('shop feedback statuses', () => {
  it('a reply makes new, read and replied feedback replied, and leaves a closed one closed', () => {
    expect(statusAfterReply('new')).toBe('replied');
    expect(statusAfterReply('read')).toBe('replied');
    expect(statusAfterReply('replied')).toBe('replied');
    expect(statusAfterReply('closed')).toBe('closed');
  });

  it('offers replied by hand only once a reply was sent', () => {
    expect(choosableStatuses(0)).toEqual(['new', 'read', 'closed']);
    expect(choosableStatuses(2)).toEqual(['new', 'read', 'replied', 'closed']);
    expect(statusProblem('replied', 0)).toMatch(/^status: /);
    expect(statusProblem('replied', 1)).toBeNull();
    expect(statusProblem('closed', 0)).toBeNull();
  });

  it('lets the owner and staff with the marketing grant in, nobody else', () => {
    const actor = (loginType: 'admin' | 'subuser' | 'vendor' | 'branch', grants: string[] = []) => ({
      loginType,
      subuserFeatures: grants,
      vendorFeatures: grants,
    });
    expect(allows(SHOP_FEEDBACK_ACCESS, actor('admin'))).toBe(true);
    expect(allows(SHOP_FEEDBACK_ACCESS, actor('subuser', ['marketing']))).toBe(true);
    expect(allows(SHOP_FEEDBACK_ACCESS, actor('subuser', ['orders', 'customers']))).toBe(false);
    expect(allows(SHOP_FEEDBACK_ACCESS, actor('vendor', ['marketing']))).toBe(false);
    expect(allows(SHOP_FEEDBACK_ACCESS, actor('branch'))).toBe(false);
  });
});
