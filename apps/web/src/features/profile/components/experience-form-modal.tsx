import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MSG, requiredText, type ExperienceItem, type MemberRole } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { isoToDmy, todayIso } from '../../../lib/dates';
import { useExperienceMutations } from '../api/profile-edit-api';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The experience form of docs/product/validation.md: start required; end required unless current and not before the start. */
const experienceForm = z
  .object({
    company_name: requiredText().max(200),
    practice: requiredText().max(200),
    date_from: z.string().trim().min(1, { error: MSG.required }).regex(ISO_DATE, { error: MSG.invalidDate }),
    date_to: z.string().trim(),
    current: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.current) return;
    if (!ISO_DATE.test(v.date_to) || (ISO_DATE.test(v.date_from) && v.date_to < v.date_from)) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: MSG.invalidDate });
    }
  });
type Values = z.infer<typeof experienceForm>;
const FIELDS = ['company_name', 'practice', 'date_from', 'date_to', 'current'] as const;

interface ExperienceFormModalProps {
  role: MemberRole;
  /** The card being edited; null adds a new one. */
  item: ExperienceItem | null;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function ExperienceFormModal({ role, item, opened, onClose, onSaved }: ExperienceFormModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={item ? 'Edit experience' : 'Add experience'} size="lg">
      {/* A fresh form for every opening. */}
      {opened ? (
        <ExperienceForm
          key={item?.id ?? 'new'}
          role={role}
          item={item}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </AppModal>
  );
}

function ExperienceForm({
  role,
  item,
  onCancel,
  onSaved,
}: {
  role: MemberRole;
  item: ExperienceItem | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { save } = useExperienceMutations(role);
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<Values>({
    mode: 'onTouched',
    resolver: zodResolver(experienceForm),
    defaultValues: {
      company_name: item?.company_name ?? '',
      practice: item?.practice ?? '',
      date_from: item?.start_date ?? '',
      date_to: item?.finish_date ?? '',
      current: item?.current ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [dateFrom, dateTo, current] = useWatch({
    control: form.control,
    name: ['date_from', 'date_to', 'current'],
  });
  const today = todayIso();

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      await save.mutateAsync({
        id: item?.id,
        body: {
          company_name: values.company_name,
          practice: values.practice,
          date_from: isoToDmy(values.date_from),
          // A current role sends no finish date (docs/product/validation.md).
          ...(values.current ? {} : { date_to: isoToDmy(values.date_to) }),
          current: values.current,
        },
      });
      onSaved();
    } catch (error) {
      setMessages(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <FormAlert messages={messages} />
        <TextInput
          label="Company name"
          autoComplete="organization"
          data-autofocus
          error={errors.company_name?.message}
          {...form.register('company_name')}
        />
        <TextInput
          label="Practice"
          description="Your role or area of work there"
          autoComplete="organization-title"
          error={errors.practice?.message}
          {...form.register('practice')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="date"
            label="Start date"
            max={(current ? '' : dateTo) || today}
            error={errors.date_from?.message}
            {...form.register('date_from', {
              onChange: () => {
                if (form.getFieldState('date_to').isTouched) void form.trigger('date_to');
              },
            })}
          />
          <TextInput
            type="date"
            label="End date"
            min={dateFrom || undefined}
            max={today}
            disabled={current}
            error={current ? undefined : errors.date_to?.message}
            {...form.register('date_to')}
          />
        </SimpleGrid>
        <Checkbox
          label="I currently work here"
          {...form.register('current', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) {
                form.setValue('date_to', '');
                form.clearErrors('date_to');
              }
            },
          })}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {item ? 'Save changes' : 'Add experience'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
