import { describe, expect, it } from 'vitest';
import { REMINDER_COOLDOWN_MS, reminderProblem } from './abandoned-carts.js';

const now = new Date('2026-11-24T10:00:00Z');
const cart = { email: 'a@example.com', orderedAt: null, remindedAt: null, lineCount: 2 };

describe('reminderProblem', () => {
  it('lets an unordered cart with an email and lines be reminded', () => {
    expect(reminderProblem(cart, now)).toBeNull();
  });

  it('refuses a recovered cart, one without an email and an empty one', () => {
    expect(reminderProblem({ ...cart, orderedAt: now }, now)).toBe('it became an order');
    expect(reminderProblem({ ...cart, email: null }, now)).toBe('there is no email to write to');
    expect(reminderProblem({ ...cart, lineCount: 0 }, now)).toBe('it is empty');
  });

  it('waits a day between reminders', () => {
    const justBefore = new Date(now.getTime() - REMINDER_COOLDOWN_MS + 1);
    const aDayAgo = new Date(now.getTime() - REMINDER_COOLDOWN_MS);
    expect(reminderProblem({ ...cart, remindedAt: justBefore }, now)).toBe('it was reminded less than a day ago');
    expect(reminderProblem({ ...cart, remindedAt: aDayAgo }, now)).toBeNull();
  });
});
