import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, isApiError } from './api';

/**
 * Puts the server's 422 field messages under the matching inputs and returns every message
 * that has no input to sit under (shown in an alert above the form).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!isApiError(error) || error.status !== 422 || Object.keys(error.errors).length === 0) {
    return [errorText(error)];
  }
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const target = fields.find((name) => name === field);
    const first = messages[0];
    if (!first) continue;
    if (target) setError(target, { type: 'server', message: first }, { shouldFocus: true });
    else rest.push(...messages);
  }
  return rest;
}
