import { useSession } from './use-session';

/** Whether the signed-in store user may open the route of this name (the sign-in's permitted routes). */
export function useMayOpen(routeName: string): boolean {
  return useSession().store?.permitted_routes?.includes(routeName) ?? false;
}
