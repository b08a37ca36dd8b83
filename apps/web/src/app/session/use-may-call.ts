import { accessContextOf, callActorOf } from '@stallfront/shared/routes';
import { allows, type CallAccess, FREE_PACKAGE_IDS, mayUseImageLibrary } from '@stallfront/shared/rules';
import { useSession } from './use-session';

/** Whether the signed-in store user may make calls of this access rule: screens hide what the server would refuse. */
export function useMayCall(rule: CallAccess): boolean {
  const session = useSession().store?.data;
  const actor = session ? callActorOf(accessContextOf(session)) : null;
  return actor !== null && allows(rule, actor);
}

/** Whether the store's image library may be offered in an image slot: a paid package's, as the server decides. */
export function useMayUseLibrary(): boolean {
  const session = useSession().store?.data;
  if (!session) return false;
  const ctx = accessContextOf(session);
  const actor = callActorOf(ctx);
  return actor !== null && mayUseImageLibrary(actor, FREE_PACKAGE_IDS.includes(ctx.packageId ?? ''));
}
