import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, isApiError } from './api';

/**
 * Puts the server's 422 field messages under the matching inputs and returns every message
 * that has no input to sit under (shown in an alert above the form). `fieldOf` names the form
 * field of a server key where the two differ (e.g. `tasks.0` → `tasks.0.title`).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | ((name: string) => boolean),
  fieldOf: (serverField: string) => string = (name) => name,
): string[] {
  if (!isApiError(error) || error.status !== 422 || Object.keys(error.errors).length === 0) {
    return [errorText(error)];
  }
  const rest: string[] = [];
  // Only the first refused field takes the focus: moving it on from field to field would blur
  // each one, and a form checked on blur would drop the server's message it just got.
  let focused = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = fieldOf(field);
    const target =
      typeof fields === 'function'
        ? fields(name)
          ? (name as Path<T>)
          : undefined
        : fields.find((f) => f === name);
    const first = messages[0];
    if (!first) continue;
    if (target) {
      setError(target, { type: 'server', message: first }, { shouldFocus: !focused });
      focused = true;
    } else rest.push(...messages);
  }
  return rest;
}
