import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput> & {
  /** Start the download now (e.g. when the form is first focused). */
  preload: () => void;
};

/**
 * A form resolver whose validation code (zod and the shared schema) is fetched the first time
 * the form validates, on the first blur or submit: a page that shows a form does not download
 * zod to show itself. A failed download is tried again on the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      void get().catch(() => undefined);
    },
  });
}
