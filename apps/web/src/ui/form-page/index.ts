export { FormPage } from './FormPage';
export type { FormPageProps, FormSection } from './types';
