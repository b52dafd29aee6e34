import type { FocusEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { optionalLabel } from '../option-select';

/**
 * A field group is written once and used by every form that asks for its fields: it takes any
 * react-hook-form whose values include the group's values `G` (the caller's type is checked
 * against `G`), and works on it as a form of just those fields.
 */
export type GroupFormProps<T extends FieldValues, TOut> = {
  form: UseFormReturn<T, unknown, TOut>;
};

/** The caller's form seen as a form of the group's values (checked by `GroupFormProps`). */
export function groupForm<G extends FieldValues>(form: object): UseFormReturn<G> {
  return form as UseFormReturn<G>;
}

/** The label of a field, with a quiet '(optional)' where the form does not require it. */
export const labelFor =
  (optional: boolean) =>
  (label: string): ReactNode =>
    optional ? optionalLabel(label) : label;

/** onBlur for a group of inputs (radios, checkboxes): fires only when focus leaves the whole group. */
export function groupBlur(onBlur: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
}

/** Radio and checkbox groups get labels the size of the text inputs' labels (size md). */
export const GROUP_LABEL = {
  styles: {
    label: { fontSize: 'var(--mantine-font-size-md)' },
    description: { fontSize: 'var(--mantine-font-size-sm)' },
  },
} as const;
