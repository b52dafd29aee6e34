import { SimpleGrid } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { Option } from '@keh/contracts';
import { OptionSelect } from '../option-select';
import { groupForm, type GroupFormProps } from './group-form';

export interface ServiceValues {
  service_connection_id: string;
  service_type_id: string;
}

type ServiceFieldsProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  options: { service_connections: readonly Option[]; service_types: readonly Option[] };
};

/** Service connection and service type (both roles' survey: sign-up step 6, My Survey). */
export function ServiceFields<T extends ServiceValues & FieldValues, TOut>({
  form,
  options,
}: ServiceFieldsProps<T, TOut>) {
  const { register, formState } = groupForm<ServiceValues>(form);
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <OptionSelect
        label="Service connection"
        options={options.service_connections}
        error={errors.service_connection_id?.message}
        {...register('service_connection_id')}
      />
      <OptionSelect
        label="Service type"
        options={options.service_types}
        error={errors.service_type_id?.message}
        {...register('service_type_id')}
      />
    </SimpleGrid>
  );
}

export interface DiscoverTypeValues {
  discover_type_id: string;
}

type DiscoverTypeFieldProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  /** The discover types of the person's role. */
  options: readonly Option[];
};

/** 'Discover type': a Captain's survey, and a Member's whose service is 11. */
export function DiscoverTypeField<T extends DiscoverTypeValues & FieldValues, TOut>({
  form,
  options,
}: DiscoverTypeFieldProps<T, TOut>) {
  const { register, formState } = groupForm<DiscoverTypeValues>(form);
  return (
    <OptionSelect
      label="Discover type"
      description="How did you hear about the Knowledge Exchange Hub?"
      options={options}
      error={formState.errors.discover_type_id?.message}
      {...register('discover_type_id')}
    />
  );
}
