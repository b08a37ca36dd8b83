import { describe, expect, it } from 'vitest';
import { inviteRefusal, staffSeatLimit } from './staff.js';

describe('staffSeatLimit', () => {
  it('is the highest staff tier among the store features', () => {
    expect(staffSeatLimit([])).toBe(0);
    expect(staffSeatLimit(['blogs', '1_staff'])).toBe(1);
    expect(staffSeatLimit(['5_staff'])).toBe(5);
    expect(staffSeatLimit(['20_staff', '5_staff', '10_staff'])).toBe(20);
    expect(staffSeatLimit(['5_staff', '10_staff'])).toBe(10);
  });
});

describe('inviteRefusal', () => {
  it('lets an invite in while a seat is free', () => {
    expect(inviteRefusal({ limit: 5, used: 0 })).toBeNull();
    expect(inviteRefusal({ limit: 20, used: 19 })).toBeNull();
  });
  it('refuses the 21st staff member on 20_staff, saying why', () => {
    expect(inviteRefusal({ limit: 20, used: 20 })).toMatch(/allows 20 staff members and every seat is taken/);
    expect(inviteRefusal({ limit: 1, used: 1 })).toMatch(/allows 1 staff member and/);
    expect(inviteRefusal({ limit: 5, used: 7 })).not.toBeNull();
  });
  it('refuses a store without a staff tier', () => {
    expect(inviteRefusal({ limit: 0, used: 0 })).toMatch(/no staff accounts/);
  });
});
