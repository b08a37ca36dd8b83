import { MENUS, type Menus } from '@stallfront/shared/website';
import { SettingPage } from '../../ui/setting-page';
import { MenuEditor } from './menus/MenuEditor';

const BLANK: Menus = { header: [], footer: [] };

/** /features/menus: the shop's header and footer menus, two levels deep, in the order dragged. */
export default function MenusPage() {
  return (
    <SettingPage
      setting={MENUS}
      title="Menus"
      blank={BLANK}
      sections={(form) => [
        {
          id: 'header',
          title: 'Header menu',
          description:
            'Under the shop’s name on every page. Items under an item open in a panel. Empty, the header shows your catalog navigation.',
          content: <MenuEditor form={form} place="header" />,
        },
        {
          id: 'footer',
          title: 'Footer menu',
          description: 'At the foot of every page, beside your pages and policies.',
          content: <MenuEditor form={form} place="footer" />,
        },
      ]}
    />
  );
}
