import { STORE_SETTINGS_ACCESS } from '../rules/store.js';
import { okData, okMessage } from '../schemas/common.js';
import {
  storeThemeChoice,
  storeThemeInput,
  storeThemeReply,
  themeActiveInput,
  themeIdInput,
  themeInput,
  themeListReply,
  themeReply,
  themeUpdate,
} from '../schemas/themes.js';
import { endpoint } from './endpoint.js';

/** /admin/themes: the platform's catalogue of shop themes (master token only). */
export const THEME_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/admin/themes',
    auth: 'master',
    input: undefined,
    output: themeListReply,
    summary: 'Every theme, the default first, with how many stores wear it',
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/themes',
    auth: 'master',
    input: themeInput,
    output: themeReply,
    summary: 'Add a theme: a unique name, four colours (readable text), two fonts and default home layouts',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/themes',
    auth: 'master',
    input: themeUpdate,
    output: themeReply,
    summary: 'Change a theme; the shops wearing it show the change at once',
  }),
  setActive: endpoint({
    method: 'PUT',
    path: '/admin/themes/active',
    auth: 'master',
    input: themeActiveInput,
    output: themeReply,
    summary: 'Deactivate a theme (stores on it keep it; no one else can choose it) or make it choosable again',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/admin/themes',
    auth: 'master',
    input: themeIdInput,
    output: okMessage,
    summary: 'Delete a theme no store wears',
  }),
};

/** /setting/store/logo-management: the store owner chooses the theme the shop wears. */
export const STORE_THEME_CALLS = {
  choice: endpoint({
    method: 'GET',
    path: '/store/themes',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: undefined,
    output: okData(storeThemeChoice),
    summary: 'The themes a store may choose and the one it wears',
  }),
  choose: endpoint({
    method: 'PUT',
    path: '/store/theme',
    auth: 'store',
    access: STORE_SETTINGS_ACCESS,
    input: storeThemeInput,
    output: storeThemeReply,
    summary: "Wear a theme; its home layout replaces the store's only when unedited or asked",
  }),
};
