import type { DeployDetails } from '../schemas/session.js';
import type { AccessContext } from './access-context.js';
import { canAccess } from './access.js';
import { routeNamed } from './route-table.js';
import type { RouteEntry } from './types.js';

type DeployStages = DeployDetails['deploy_stages'];

export interface SetupStep {
  key: 'products' | keyof DeployStages;
  title: string;
  description: string;
  /** Undefined while it is not known yet (the product count loads). */
  done: boolean | undefined;
  /** Where the step is done; its screen may still be coming soon. */
  route: RouteEntry;
  /** Whether this user may open that route; else the owner has to. */
  canOpen: boolean;
}

const step = (
  key: SetupStep['key'],
  title: string,
  description: string,
  routeName: string,
  done: boolean | undefined,
  ctx: AccessContext,
): SetupStep => {
  const route = routeNamed(routeName);
  return { key, title, description, done, route, canOpen: canAccess(route, ctx) };
};

/**
 * The steps of opening a new store, from the session's deploy stages (spec section 3) and whether it
 * has products yet, each with the screen where it is done.
 */
export function gettingStartedSteps(
  stages: DeployStages,
  hasProducts: boolean | undefined,
  ctx: AccessContext,
): SetupStep[] {
  return [
    step(
      'products',
      'Add products',
      'Add what you sell, one by one or from a spreadsheet.',
      'products_new',
      hasProducts,
      ctx,
    ),
    step('logo', 'Set your logo', 'Shoppers see it on every page of your store.', 'logo_management', stages.logo, ctx),
    step(
      'colors',
      'Choose your colours',
      "Your store's colours, so it looks like your brand.",
      'logo_management',
      stages.colors,
      ctx,
    ),
    step(
      'plan',
      'Choose a plan',
      'Pick the plan that fits before your trial ends.',
      'deployment_plans',
      stages.plan,
      ctx,
    ),
    step('domain', 'Connect your domain', 'Serve your store at your own address.', 'domain', stages.domain, ctx),
  ];
}

/** The deploy alert's own labels (spec section 8: Add Logo, Set Colors, Choose Plan). */
const ALERT_LABELS: Partial<Record<SetupStep['key'], string>> = {
  logo: 'Add logo',
  colors: 'Set colours',
  plan: 'Choose plan',
};

/**
 * What the deploy alert offers before the shop is opened: the logo, colour and plan steps not
 * done yet that this user may do, each with the alert's label. Empty: no alert.
 */
export function deployAlertSteps(stages: DeployStages, ctx: AccessContext): (SetupStep & { label: string })[] {
  return gettingStartedSteps(stages, true, ctx).flatMap((step) => {
    const label = ALERT_LABELS[step.key];
    return label && step.done === false && step.canOpen ? [{ ...step, label }] : [];
  });
}
