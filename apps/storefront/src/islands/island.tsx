import type { ComponentType } from 'react';

/**
 * Marks a component for hydration in the browser: the client entry finds the element by
 * data-island and hydrates the same component with the same props (kept in data-props).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
