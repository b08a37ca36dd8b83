import { useMemo } from 'react';
import { accessContextOf, hubCardsFor } from '@stallfront/shared/routes';
import { useCurrentRoute } from '../../app/current-route';
import { useSession } from '../../app/session/use-session';
import { HubPage } from '../../ui/hub-page';
import { HUB_STATS } from './hub-stats';

/** Every section route with a `hub` in the route table (/product-sections, /setup, /setting…). */
export default function SectionHubPage() {
  const route = useCurrentRoute();
  const session = useSession();
  const cards = useMemo(() => {
    if (!route || !session.store) return [];
    return hubCardsFor(route, accessContextOf(session.store.data, Boolean(session.master)));
  }, [route, session]);
  if (!route) return null;
  return <HubPage hub={route} cards={cards} stats={HUB_STATS} />;
}
