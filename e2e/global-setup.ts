// The browser tests' servers load the demo from the same dump as the API tests'.
export { setup } from '../apps/server/test/global-setup.js';
