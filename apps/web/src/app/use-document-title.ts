import { useEffect } from 'react';
import { useCurrentRoute } from './current-route';

/** Names the browser tab after the route-table entry on screen, so tabs and history tell pages apart. */
export function useDocumentTitle(): void {
  const route = useCurrentRoute();
  useEffect(() => {
    document.title = route ? `${route.label} · Stallfront` : 'Stallfront';
  }, [route]);
}
