import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A component drawn only once it is first opened: until then it renders nothing and its code
 * is not loaded. Afterwards it stays mounted, so closing animates and state is kept.
 */
export function onDemand<P extends { opened: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loaded = lazy(load);
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
