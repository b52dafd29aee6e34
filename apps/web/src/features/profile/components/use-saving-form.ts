import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { SavingStatus } from '../../../components/saving-indicator';
import { applyServerErrors } from '../../../lib/form-errors';

/**
 * The saving state of a profile form (docs/product/states.md: 'Saving', 'Saved', 'Error'): `run` saves, and a
 * refusal lands under the fields the server names (their names are the form's) or above them.
 * `card` is what the FormCard shows.
 */
export function useSavingForm<V extends FieldValues, TOut>(
  form: UseFormReturn<V, unknown, TOut>,
  fields: readonly Path<V>[],
) {
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SavingStatus>('idle');

  const run = async (save: () => Promise<void>, onRefused?: (error: unknown) => void) => {
    setMessages([]);
    setStatus('saving');
    try {
      await save();
      setStatus('saved');
    } catch (error) {
      setStatus('error');
      onRefused?.(error);
      setMessages(applyServerErrors(error, form.setError, fields));
    }
  };
  /** Refused before sending (a check of the form's own). */
  const fail = () => {
    setMessages([]);
    setStatus('error');
  };

  const card = { messages, status, disabled: Object.keys(form.formState.errors).length > 0 };
  return { run, fail, card };
}
