export { ResourcePage, shownOn } from './ResourcePage';
export { CatalogPicker, ProductPicker } from './AttachPickers';
export type { ItemOf, OwnFields, ResourceItem, ResourcePageProps, ResourceValues } from './types';
