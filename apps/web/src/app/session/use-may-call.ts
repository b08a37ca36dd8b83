import { accessContextOf, callActorOf } from '@stallfront/shared/routes';
import { allows, type CallAccess } from '@stallfront/shared/rules';
import { useSession } from './use-session';

/** Whether the signed-in store user may make calls of this access rule: screens hide what the server would refuse. */
export function useMayCall(rule: CallAccess): boolean {
  const session = useSession().store?.data;
  const actor = session ? callActorOf(accessContextOf(session)) : null;
  return actor !== null && allows(rule, actor);
}
