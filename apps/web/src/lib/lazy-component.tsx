import { lazy, useState, type ComponentType } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Fetches the component's chunk (once); resolves when it can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a preload: a component whose chunk was fetched before it first renders is drawn
 * at once, without suspending. (Each suspension shows a fallback first, and React holds back the
 * reveal of the real content for up to 300 ms after a fallback.) A failed fetch is tried again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyComponent(props: P) {
    // Decided once per instance: switching from <Lazy> to the component itself would remount it.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
