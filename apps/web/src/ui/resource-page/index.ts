export { ResourcePage, shownOn } from './ResourcePage';
export type { ItemOf, ResourceItem, ResourcePageProps, ResourceValues } from './types';
