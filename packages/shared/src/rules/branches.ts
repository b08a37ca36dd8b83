import { type DayHours, hoursProblems, STANDARD_WEEK, WEEKDAYS } from './appointment-categories.js';
import { access, anyOf } from './call-access.js';

/** The branches screen is a setting: the owner and staff with the settings grant (as its route). */
export const BRANCH_ACCESS = access({ staff: anyOf('settings') });

/** What the branches' calls answer where the store has no store pickup (spec section 6). */
export const BRANCHES_NEED_PICKUP = 'Branches come with store pickup. Add it in the App Store or with your plan.';

/** A new branch opens Monday to Saturday 09:00–18:00, as a new appointment category does. */
export const BRANCH_STANDARD_WEEK: DayHours[] = STANDARD_WEEK;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What is wrong with a branch's week (the appointment categories' shape: seven days, Monday
 * first): every day there, an open day's times in 24-hour HH:MM, closing after opening. Each
 * issue names its field ("hours.2.closes"). A branch open past midnight closes at 23:59.
 */
export function branchHoursIssues(week: readonly DayHours[]): { field: string; message: string }[] {
  if (week.length !== WEEKDAYS.length) return [{ field: 'hours', message: 'Give the hours of all seven days' }];
  const times = week.flatMap((day, i) =>
    day.open
      ? (['opens', 'closes'] as const)
          .filter((f) => !TIME.test(day[f]))
          .map((f) => ({ field: `hours.${i}.${f}`, message: `${WEEKDAYS[i]}: enter a time like 09:30 (24-hour)` }))
      : [],
  );
  return times.length ? times : hoursProblems([...week]);
}

/** "Mon–Sat 09:00–18:00 · Sun closed": days with the same hours together. */
export function hoursSummary(week: readonly DayHours[]): string {
  const label = (h: DayHours) => (h.open ? `${h.opens}–${h.closes}` : 'closed');
  const runs: { from: number; to: number; text: string }[] = [];
  week.forEach((hours, i) => {
    const last = runs.at(-1);
    if (last && last.text === label(hours)) last.to = i;
    else runs.push({ from: i, to: i, text: label(hours) });
  });
  const short = (i: number) => (WEEKDAYS[i] ?? '').slice(0, 3);
  return runs
    .map((r) => `${r.from === r.to ? short(r.from) : `${short(r.from)}–${short(r.to)}`} ${r.text}`)
    .join(' · ');
}
