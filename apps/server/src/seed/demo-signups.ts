import type { Tx } from '../db/client.js';
import { signupLog } from '../db/schema/index.js';

const STEPS = ['email', 'details', 'store_type', 'category', 'password'] as const;
const DAY = 86_400_000;

/**
 * People who began the public sign-up form over the last three weeks and stopped at one step or
 * another, so the platform dashboard's sign-ups and funnel have a shape (the demo stores
 * themselves were made by the seed, not through the form).
 */
export async function seedDemoSignups(tx: Tx, now: Date): Promise<void> {
  // How far each visitor got: an index into STEPS, or 5 for those who finished the form.
  const reached = [0, 0, 1, 4, 2, 0, 3, 1, 4, 0, 2, 1, 0, 3];
  const rows = reached.flatMap((last, i) => {
    const email = `visitor${i + 1}@example.com`;
    const began = new Date(now.getTime() - (20 - i) * DAY - (i % 5) * 3_600_000);
    return STEPS.slice(0, last + 1).map((step, s) => ({
      email,
      step,
      name: s > 0 ? `Visitor ${i + 1}` : null,
      createdAt: new Date(began.getTime() + s * 60_000),
    }));
  });
  await tx.insert(signupLog).values(rows);
}
