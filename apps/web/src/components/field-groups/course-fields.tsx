import { useEffect } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useWatch, type FieldValues } from 'react-hook-form';
import { surveyVisibility, type Option } from '@keh/contracts';
import { DateTextInput } from '../date-text-input';
import { OptionSelect, optionalLabel } from '../option-select';
import { groupForm, type GroupFormProps } from './group-form';

/** The API spells the course dates course_from/course_to at sign-up and course_date_* on My Survey. */
export type CourseDateNames =
  readonly ['course_from', 'course_to'] | readonly ['course_date_from', 'course_date_to'];

export interface CourseValues {
  service_id: string;
  course_name: string;
}

type CourseFieldsProps<T extends FieldValues, TOut, D extends CourseDateNames> = GroupFormProps<T, TOut> & {
  options: { services: readonly Option[] };
  dates: D;
};

type Values = CourseValues & Record<CourseDateNames[number], string>;

/** The service received, then the course name and dates the service shows (a Member's survey). */
export function CourseFields<
  D extends CourseDateNames,
  T extends CourseValues & Record<D[number], string> & FieldValues,
  TOut,
>({ form, options, dates }: CourseFieldsProps<T, TOut, D>) {
  const { register, formState, control, clearErrors } = groupForm<Values>(form);
  const { errors } = formState;
  const [from, to] = dates;
  const service = useWatch({ control, name: 'service_id' });
  const { course } = surveyVisibility(service);
  // Hidden fields are not checked: their messages go with them.
  useEffect(() => {
    if (!course) clearErrors(['course_name', from, to]);
  }, [course, clearErrors, from, to]);

  return (
    <>
      <OptionSelect
        label="Service received"
        description="The programme or course that brought you to the Hub."
        options={options.services}
        error={errors.service_id?.message}
        {...register('service_id')}
      />
      {course ? (
        <>
          <TextInput
            label={optionalLabel('Course name')}
            error={errors.course_name?.message}
            {...register('course_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateTextInput
              label={optionalLabel('Course start date')}
              error={errors[from]?.message}
              {...register(from)}
            />
            <DateTextInput
              label={optionalLabel('Course end date')}
              error={errors[to]?.message}
              {...register(to)}
            />
          </SimpleGrid>
        </>
      ) : null}
    </>
  );
}
