import { z } from 'zod';
import { countOf } from '../rules/plural.js';
import { MENU_LINK_KINDS, type MenuLinkKind, menuTargetProblem, WEBSITE_ACCESS } from '../rules/website.js';
import { text } from '../schemas/common.js';
import { storeSetting } from './store-setting.js';

const menuKind = z.enum(
  Object.keys(MENU_LINK_KINDS) as [MenuLinkKind, ...MenuLinkKind[]],
  'Choose what the item links to',
);
// Strict: menus go two levels deep, and an item under an item with `children` of its own is refused, not cut off.
const menuEntry = z.strictObject(
  {
    label: text(40, { min: 1, required: 'Write the item’s words' }),
    kind: menuKind,
    target: text(2048, { min: 1, required: 'Choose where the item goes' }),
  },
  'Menus go two levels deep: an item under another cannot have items of its own',
);
const menuItem = menuEntry.extend({ children: z.array(menuEntry).max(20, '20 items at most under one') });
const menu = z.array(menuItem).max(12, '12 items at most');

/** Each item's target as its kind needs it, the issue on that item's target. */
function checkMenuTargets(menus: { header: z.infer<typeof menu>; footer: z.infer<typeof menu> }, ctx: z.RefinementCtx) {
  for (const place of ['header', 'footer'] as const) {
    menus[place].forEach((item, i) => {
      const entries = [{ entry: item as z.infer<typeof menuEntry>, path: [place, i] as (string | number)[] }].concat(
        item.children.map((child, j) => ({ entry: child, path: [place, i, 'children', j] })),
      );
      for (const { entry, path } of entries) {
        const problem = menuTargetProblem(entry.kind, entry.target);
        if (problem) ctx.addIssue({ code: 'custom', path: [...path, 'target'], message: problem });
      }
    });
  }
}

/** /features/menus: the shop's header and footer menus, items linking the store's catalogs, products, pages, policies or web addresses, two levels deep. */
export const MENUS = storeSetting({
  key: 'menus',
  noun: 'menus',
  path: '/store/menus',
  access: WEBSITE_ACCESS,
  fields: { header: menu, footer: menu },
  check: checkMenuTargets,
  summary: ({ header, footer }) => `${countOf(header.length, 'item')} in the header, ${footer.length} in the footer`,
});
export type Menus = z.infer<typeof MENUS.value>;
export type MenuItem = Menus['header'][number];
