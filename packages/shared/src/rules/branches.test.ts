import { describe, expect, it } from 'vitest';
import type { DayHours } from './appointment-categories.js';
import { BRANCH_STANDARD_WEEK, branchHoursIssues, hoursSummary } from './branches.js';

const week = (change: (days: DayHours[]) => void) => {
  const days = BRANCH_STANDARD_WEEK.map((d) => ({ ...d }));
  change(days);
  return days;
};

describe('a branch’s opening hours', () => {
  it('accepts a week with closed days', () => {
    expect(branchHoursIssues(BRANCH_STANDARD_WEEK)).toEqual([]);
  });

  it('wants all seven days', () => {
    expect(branchHoursIssues(BRANCH_STANDARD_WEEK.slice(0, 6))).toEqual([
      { field: 'hours', message: 'Give the hours of all seven days' },
    ]);
  });

  it('wants 24-hour times on open days, and closing after opening', () => {
    const badTime = week((d) => {
      (d[2] as DayHours).opens = '9:00';
      (d[3] as DayHours).closes = '24:00';
    });
    expect(branchHoursIssues(badTime).map((i) => i.field)).toEqual(['hours.2.opens', 'hours.3.closes']);
    const backwards = week((d) => {
      (d[4] as DayHours).opens = '18:00';
      (d[4] as DayHours).closes = '09:00';
    });
    expect(branchHoursIssues(backwards)).toEqual([
      { field: 'hours.4.closes', message: 'Friday must close after it opens' },
    ]);
    const sameTime = week((d) => {
      (d[5] as DayHours).closes = '09:00';
    });
    expect(branchHoursIssues(sameTime).map((i) => i.field)).toEqual(['hours.5.closes']);
  });

  it('ignores the times of a closed day', () => {
    expect(branchHoursIssues(week((d) => Object.assign(d[6] as DayHours, { opens: 'x', closes: '' })))).toEqual([]);
  });

  it('sums a week up with like days together', () => {
    expect(hoursSummary(BRANCH_STANDARD_WEEK)).toBe('Mon–Sat 09:00–18:00 · Sun closed');
  });
});
