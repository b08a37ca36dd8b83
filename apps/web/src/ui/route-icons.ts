import type { Icon } from '@tabler/icons-react';
import * as iconSet from './route-icon-set';

/** Route-table icon name -> component. */
export const ROUTE_ICONS: Readonly<Record<string, Icon>> = iconSet;
