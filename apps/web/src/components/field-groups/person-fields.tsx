import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { DateTextInput } from '../date-text-input';
import { groupForm, labelFor, type GroupFormProps } from './group-form';

export interface PersonValues {
  birthday: string;
  location: string;
  post_code: string;
  contact_number: string;
  business_name: string;
  position_within_business: string;
}

type PersonFieldsProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  /** My Details: every field may stay empty (sign-up requires them). */
  optional?: boolean;
};

/** Date of birth, location, post code, contact number, business or employer, position (sign-up step 5, My Details). */
export function PersonFields<T extends PersonValues & FieldValues, TOut>({
  form,
  optional = false,
}: PersonFieldsProps<T, TOut>) {
  const { register, formState } = groupForm<PersonValues>(form);
  const { errors } = formState;
  const label = labelFor(optional);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DateTextInput
        label={label('Date of birth')}
        autoComplete="bday"
        error={errors.birthday?.message}
        {...register('birthday')}
      />
      <TextInput
        label={label('Location')}
        autoComplete="address-level2"
        placeholder="Town or city"
        error={errors.location?.message}
        {...register('location')}
      />
      <TextInput
        label={label('Post code')}
        autoComplete="postal-code"
        error={errors.post_code?.message}
        {...register('post_code')}
      />
      <TextInput
        label={label('Contact number')}
        type="tel"
        autoComplete="tel"
        error={errors.contact_number?.message}
        {...register('contact_number')}
      />
      <TextInput
        label={label('Business or employer name')}
        autoComplete="organization"
        error={errors.business_name?.message}
        {...register('business_name')}
      />
      <TextInput
        label={label('Position')}
        autoComplete="organization-title"
        error={errors.position_within_business?.message}
        {...register('position_within_business')}
      />
    </SimpleGrid>
  );
}
