import { PACKAGE_IDS } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { planPromotions } from '../db/schema/index.js';

const DAY = 86_400_000;

/** /admin/promotions with something to read: a live code for any plan, a recurring amount off Essential, an expired one. */
export async function seedDemoPromotions(tx: Tx, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await tx.insert(planPromotions).values([
    {
      code: 'LAUNCH20',
      description: 'Launch offer: 20 % off the first payment of any paid plan',
      kind: 'percent',
      percent: 20,
      validFrom: at(-7),
      validTo: at(60),
      maxUses: 100,
      duration: 'first_payment',
      createdAt: at(-7),
    },
    {
      code: 'ESSENTIAL5',
      description: '$5 off Essential for the first three months',
      kind: 'amount',
      amounts: { USD: 500 },
      validFrom: at(-3),
      validTo: at(90),
      packageIds: [PACKAGE_IDS.essential],
      duration: 'recurring',
      months: 3,
      createdAt: at(-3),
    },
    {
      code: 'SUMMER25',
      description: 'Summer sale (ended)',
      kind: 'percent',
      percent: 25,
      validFrom: at(-120),
      validTo: at(-30),
      maxUses: 50,
      duration: 'first_payment',
      createdAt: at(-120),
    },
  ]);
}
