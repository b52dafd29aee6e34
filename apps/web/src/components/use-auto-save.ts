import { useState } from 'react';
import { errorText } from '../lib/api';
import type { SavingStatus } from './saving-indicator';

/**
 * A settings section saved as each control changes: what is being saved (shown until the server's
 * answer replaces it), the status for the `SavingIndicator`, and the error — a field's own message
 * where `fieldErrorOf` finds one, else the section's.
 */
export function useAutoSave<T>(
  save: (value: T) => Promise<unknown>,
  fieldErrorOf?: (failure: unknown) => string | undefined,
) {
  const [pending, setPending] = useState<T | null>(null);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const store = async (next: T) => {
    setPending(next);
    setStatus('saving');
    setError(null);
    setFieldError(null);
    try {
      await save(next);
      setStatus('saved');
    } catch (failure) {
      setStatus('error');
      const field = fieldErrorOf?.(failure);
      if (field) setFieldError(field);
      else setError(errorText(failure));
    } finally {
      setPending(null);
    }
  };

  return { pending, status, error, fieldError, store };
}
