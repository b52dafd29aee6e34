import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Keeps a step's values in the sign-up draft as they are typed, so a refresh keeps them.
 * `save` receives every value of the form (callers leave out files and passwords).
 */
export function useKeepDraft<T extends FieldValues>(watch: UseFormWatch<T>, save: (values: T) => void): void {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const subscription = watch((values) => saveRef.current(values as T));
    return () => subscription.unsubscribe();
  }, [watch]);
}
