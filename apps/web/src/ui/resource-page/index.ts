export { ResourcePage, shownOn } from './ResourcePage';
export { ProductPicker } from './AttachPickers';
export type { ItemOf, ResourceItem, ResourcePageProps, ResourceValues } from './types';
