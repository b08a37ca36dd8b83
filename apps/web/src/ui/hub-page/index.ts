export { HubPage } from './HubPage';
