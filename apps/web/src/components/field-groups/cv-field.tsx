import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { FilePicker } from '../file-picker';
import { optionalLabel } from '../option-select';
import { groupForm, type GroupFormProps } from './group-form';

type CvFieldProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  description: ReactNode;
  /** Told of every file chosen or removed (after the form is). */
  onChosen?: (file: File | null) => void;
};

/** The optional CV, a PDF of up to 500 KB (sign-up step 7, My Details). */
export function CvField<T extends { cv: File | null } & FieldValues, TOut>({
  form,
  description,
  onChosen,
}: CvFieldProps<T, TOut>) {
  const { control, formState } = groupForm<{ cv: File | null }>(form);
  return (
    <Controller
      control={control}
      name="cv"
      render={({ field }) => (
        <FilePicker
          label={optionalLabel('CV')}
          description={description}
          accept="application/pdf"
          kind="document"
          chooseLabel="Choose a PDF"
          changeLabel="Change file"
          file={field.value}
          onChange={(file) => {
            field.onChange(file);
            onChosen?.(file);
          }}
          onBlur={field.onBlur}
          error={formState.errors.cv?.message}
        />
      )}
    />
  );
}
