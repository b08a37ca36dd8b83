import { IconPoint } from '@tabler/icons-react';
import { ROUTE_ICONS } from './route-icons';

/** A route's icon by its name in the route table; decorative, as the label beside it says it all. */
export function RouteIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ROUTE_ICONS[name] ?? IconPoint;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
