import { useEffect, useState } from 'react';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  EVENT_ADDRESS_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  type Event,
} from '@keh/contracts';
import { DateTextInput } from '../../../components/date-text-input';
import { TimeTextInput } from '../../../components/time-text-input';
import { FormAlert } from '../../../components/form-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveEvent } from '../api/events-api';
import { dayOfUnix, isoDay } from '../event-dates';
import {
  EVENT_FORM_FIELDS,
  endsNextDay,
  eventFormData,
  eventFormSchema,
  formFieldOf,
  type EventFormValues,
} from '../event-form';
import { EventMembersPicker } from './event-members-picker';
import { EventPhotoField } from './event-photo-field';
import classes from './event-form.module.css';

const WHEN_FIELDS = ['event_date', 'event_start_time', 'event_end_time'] as const;

interface EventFormProps {
  initial: EventFormValues;
  /** The stored event when editing. */
  event?: Event;
  cancelTo: string;
}

/** Create or edit an event (docs/product (entities and validation)); nothing typed is lost on an error. */
export function EventForm({ initial, event, cancelTo }: EventFormProps) {
  const navigate = useNavigate();
  const save = useSaveEvent();
  const [alerts, setAlerts] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    getFieldState,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventFormValues>({
    defaultValues: initial,
    mode: 'onTouched',
    resolver: schemaResolver<EventFormValues, typeof eventFormSchema>(eventFormSchema),
  });
  const type = useWatch({ control, name: 'type_of_event' });
  const [startTime, endTime] = useWatch({ control, name: ['event_start_time', 'event_end_time'] });
  const nextDay = endsNextDay({ event_start_time: startTime, event_end_time: endTime });

  // The server judges the date and times together (e.g. 'cannot start in the past' under the
  // start time): a change to any of them takes back the server's word on all of them.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name || !WHEN_FIELDS.some((f) => f === name)) return;
          for (const field of WHEN_FIELDS)
            if (getFieldState(field).error?.type === 'server') clearErrors(field);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );

  const submit = handleSubmit(async (values) => {
    setAlerts([]);
    const body = eventFormData(values);
    if (!body) return;
    try {
      const saved = await save.mutateAsync({ id: event?.id, body });
      notifications.show({
        color: 'navy',
        title: event ? 'Event updated' : 'Event created',
        message: `“${saved.title}” is saved.`,
      });
      await navigate(`/my/events?date=${isoDay(dayOfUnix(saved.start_date))}`);
    } catch (error) {
      setAlerts(applyServerErrors(error, setError, EVENT_FORM_FIELDS, formFieldOf));
    }
  });

  const hasErrors = Object.keys(errors).length > 0;
  const busy = isSubmitting || save.isPending;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={event ? 'Edit event' : 'Create event'}>
      <Stack gap="lg">
        <FormAlert messages={alerts} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <TextInput
              label="Title"
              placeholder="e.g. Pitch night: five minutes to win the room"
              maxLength={EVENT_TITLE_MAX}
              withAsterisk
              error={errors.event_title?.message}
              {...register('event_title')}
            />
            <Textarea
              label="Description"
              description="What will happen, who it is for, what to bring"
              autosize
              minRows={5}
              maxRows={16}
              maxLength={EVENT_DESCRIPTION_MAX}
              withAsterisk
              error={errors.event_description?.message}
              {...register('event_description')}
            />
            <TextInput
              label="Address"
              placeholder="Venue, street, town and postcode, or an online link"
              maxLength={EVENT_ADDRESS_MAX}
              withAsterisk
              error={errors.event_address?.message}
              {...register('event_address')}
            />
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
              <DateTextInput
                label="Date"
                description="dd/mm/yyyy"
                className={classes.dateCell}
                withAsterisk
                error={errors.event_date?.message}
                {...register('event_date')}
              />
              <TimeTextInput
                label="Start time"
                description="Your local time, 24-hour"
                withAsterisk
                error={errors.event_start_time?.message}
                {...register('event_start_time')}
              />
              <TimeTextInput
                label="End time"
                description={nextDay ? 'The next day' : 'Same day, or earlier for the next day'}
                withAsterisk
                error={errors.event_end_time?.message}
                {...register('event_end_time')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Controller
              control={control}
              name="type_of_event"
              render={({ field }) => (
                <Radio.Group
                  label="Type of event"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={errors.type_of_event?.message}
                >
                  <Stack gap="sm" mt="xs">
                    <Radio value={EVENT_TYPES.public} label="Public" description="Open to all members" />
                    <Radio
                      value={EVENT_TYPES.private}
                      label="Private"
                      description="Only the members you choose will see it"
                    />
                  </Stack>
                </Radio.Group>
              )}
            />
            {type === EVENT_TYPES.private ? (
              <Controller
                control={control}
                name="mentees"
                render={({ field }) => (
                  <EventMembersPicker
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    assigned={event?.mentees ?? []}
                    error={errors.mentees?.message}
                  />
                )}
              />
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Controller
            control={control}
            name="event_photo"
            render={({ field }) => (
              <EventPhotoField
                file={field.value}
                current={event?.photo ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.event_photo?.message}
              />
            )}
          />
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelTo} variant="default" disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={busy}
            disabled={hasErrors}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
