import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { templateSettingsBody, type Template } from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormCard } from '../../../components/form-card';
import type { SavingStatus } from '../../../components/saving-indicator';
import { errorText } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useDeleteTemplate, useRenameTemplate } from '../api/plans-api';

/** The settings form (template_name) and deleting the template, which returns to the list (docs/product/screens.md). */
export function TemplateSettings({ template }: { template: Template }) {
  const rename = useRenameTemplate(template.id);
  const remove = useDeleteTemplate(template.id);
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const [deleting, setDeleting] = useState(false);
  const form = useForm<{ template_name: string }>({
    mode: 'onTouched',
    resolver: zodResolver(templateSettingsBody),
    defaultValues: { template_name: template.template_name },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    setStatus('saving');
    try {
      const saved = await rename.mutateAsync(values);
      form.reset({ template_name: saved.template_name });
      setStatus('saved');
    } catch (error) {
      setStatus('error');
      setMessages(applyServerErrors(error, form.setError, ['template_name']));
    }
  });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      notifications.show({
        color: 'navy',
        title: 'Template deleted',
        message: `“${template.template_name}” is deleted.`,
      });
      void navigate('/my/templates', { replace: true });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not delete', message: errorText(error) });
      setDeleting(false);
    }
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="template-settings-title">
      <Title order={2} fz={{ base: 19, sm: 21 }} id="template-settings-title">
        Settings
      </Title>
      <FormCard
        onSubmit={onSubmit}
        messages={messages}
        status={status}
        saving={rename.isPending}
        disabled={Object.keys(errors).length > 0}
        submitLabel="Save settings"
      >
        <TextInput
          label="Template name"
          error={errors.template_name?.message}
          {...form.register('template_name')}
        />
      </FormCard>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
            Deleting the template does not change the plans it was copied into.
          </Text>
          <Button
            variant="outline"
            color="red.8"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setDeleting(true)}
          >
            Delete template
          </Button>
        </Group>
      </Paper>
      <ConfirmModal
        opened={deleting}
        title="Delete template"
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      >
        <Text size="sm">Are you sure you want to delete “{template.template_name}”?</Text>
      </ConfirmModal>
    </Stack>
  );
}
