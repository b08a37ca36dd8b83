import type { FastifyInstance } from 'fastify';
import { STORE_THEME_CALLS, THEME_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { chooseTheme, storeThemeChoice } from './store-theme.service.js';
import { createTheme, listThemes, removeTheme, setThemeActive, updateTheme } from './themes.service.js';

/** /admin/themes: the platform's shop themes; /store/themes: a store choosing one. */
export async function themeRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, THEME_CALLS, ['admin'], {
    list: async () => {
      const list = await listThemes(db);
      return { list, total: list.length };
    },
    create: async (input) => {
      const data = await createTheme(db, input, now());
      return { message: `${data.name} added to the themes.`, data };
    },
    update: async ({ id, ...input }) => {
      const data = await updateTheme(db, id, input, now());
      return { message: `${data.name} saved${data.stores ? `: ${data.stores} shops show the change` : ''}.`, data };
    },
    setActive: ({ id, active }) => setThemeActive(db, id, active, now()),
    remove: async ({ id }) => ({ message: await removeTheme(db, id) }),
  });
  serveCalls(app, STORE_THEME_CALLS, ['website'], {
    choice: async (_input, req) => ({ data: await storeThemeChoice(db, storeAuthOf(req).view.store.id) }),
    choose: (input, req) => chooseTheme(db, storeAuthOf(req).view.store.id, input, now()),
  });
}
