import { useEffect, type FocusEvent } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { takePendingErrors } from './signup-draft';

/**
 * Shows the server's messages waiting for this step's fields (after a refused final submit).
 * `fields` must be a constant (module-level) list.
 */
export function usePendingServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  useEffect(() => {
    const taken = takePendingErrors(fields);
    let first = true;
    for (const [field, message] of Object.entries(taken)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }, [setError, fields]);
}

/** onBlur for a group of inputs: fires only when focus leaves the whole group. */
export function groupBlur(onBlur: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
}
