export type { AccessContext } from './access-context.js';
export {
  callActorOf,
  canAccess,
  packageMatches,
  passesCheck,
  permittedRouteNames,
  ruleAllows,
  storeOffers,
} from './access.js';
export * from './guards.js';
export { deployAlertSteps, gettingStartedSteps, type SetupStep } from './getting-started.js';
export { type HubCard, hubCardsFor } from './hubs.js';
export { type Unlock, unlockFor } from './unlock.js';
export * from './menus.js';
export { accessContextOf, homeRouteFor, landingPathFor, masterLandingPath } from './session-context.js';
export { ROUTES, ROUTES_BY_NAME, routeNamed } from './route-table.js';
export type * from './types.js';
export {
  grantableStaffFeatures,
  grantRefusal,
  STAFF_GRANT_INFO,
  type StaffGrantGroup,
  staffGrantGroups,
} from './staff-grants.js';
