import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A component drawn only once it is first opened: until then it renders nothing and its code
 * is not loaded. Once loaded it first draws closed, then open, so it animates in as it would
 * have; afterwards it stays mounted, so closing animates and state is kept.
 */
export function onDemand<P extends { opened: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loaded = lazy(() =>
    load().then(({ default: Component }) => ({
      default: function OpensAfterMount(props: P) {
        const [mounted, setMounted] = useState(false);
        useEffect(() => setMounted(true), []);
        return <Component {...props} opened={props.opened && mounted} />;
      },
    })),
  );
  return function OnDemand(props: P) {
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      if (props.opened) setWanted(true);
    }, [props.opened]);
    if (!wanted && !props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
