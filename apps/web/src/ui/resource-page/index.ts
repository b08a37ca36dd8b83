export { ResourcePage, shownOn } from './ResourcePage';
export { CatalogPicker, ProductPicker } from './AttachPickers';
export type { ItemOf, ResourceItem, ResourcePageProps, ResourceValues } from './types';
