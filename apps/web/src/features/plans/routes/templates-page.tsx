import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MSG, type TemplateSummary } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { MilestoneFields } from '../../../components/milestones/milestone-fields';
import { formFieldOf } from '../../../components/milestones/milestone-model';
import { isMilestoneField } from '../../../components/milestones/milestone-form';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { SavingIndicator, type SavingStatus } from '../../../components/saving-indicator';
import { longDate } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateTemplate, useTemplates } from '../api/plans-api';
import { templateDefaults, templateForm, toTemplatePayload, type TemplateValues } from '../template-form';
import classes from '../components/templates.module.css';
import { tourTarget } from '../../../lib/tour-targets';
import { countOf } from '../../../lib/counts';

/** /my/templates (Captains): the templates, each linking to its page, and the add-template form. */
export function TemplatesPage() {
  usePageTitle('My Templates');
  const templates = useTemplates();
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} {...tourTarget('templates')}>
          My Templates
        </Title>
        {!adding ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add template
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed" size="sm" maw={640}>
        A template is a plan you can reuse: its milestones and tasks are copied into the plan of each member
        you attach it to.
      </Text>
      {adding ? <AddTemplateForm onCancel={() => setAdding(false)} /> : null}
      {templates.isPending ? (
        <LoadingState label="Loading your templates" />
      ) : templates.isError ? (
        <ErrorState onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
      ) : templates.data.length === 0 ? (
        <EmptyPanel
          title={MSG.noTemplates}
          icon={<IconTemplate aria-hidden="true" />}
          description="Add a template with its first milestone, then attach it to your members."
        />
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label="Templates">
          {templates.data.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function TemplateCard({ template }: { template: TemplateSummary }) {
  const members = template.assigned_mentees.length;
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.card}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
          <IconTemplate
            size={28}
            color="var(--mantine-color-navy-6)"
            aria-hidden="true"
            style={{ flex: 'none' }}
          />
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={`/my/template/${template.id}`}
              fw={700}
              c="navy.9"
              className={classes.name}
            >
              {template.template_name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {countOf(template.milestones_count, 'milestone')} ·{' '}
              {members ? `attached to ${countOf(members, 'member')}` : 'not attached yet'}
              {longDate(template.created_at) ? ` · created ${longDate(template.created_at)}` : ''}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={`/my/template/${template.id}`} variant="default" size="sm">
          Open
        </Button>
      </Group>
    </Paper>
  );
}

function AddTemplateForm({ onCancel }: { onCancel: () => void }) {
  const create = useCreateTemplate();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const form = useForm<TemplateValues>({
    mode: 'onTouched',
    resolver: zodResolver(templateForm),
    defaultValues: templateDefaults(),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    setStatus('saving');
    try {
      const template = await create.mutateAsync(toTemplatePayload(values));
      setStatus('saved');
      notifications.show({
        color: 'green',
        title: 'Template added',
        message: `“${template.template_name}” is ready: add more milestones or attach it to members.`,
      });
      void navigate(`/my/template/${template.id}`);
    } catch (error) {
      setStatus('error');
      setMessages(
        applyServerErrors(
          error,
          form.setError,
          (name) => name === 'template_name' || isMilestoneField(name),
          formFieldOf,
        ),
      );
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.formCard}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-template-title">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz={{ base: 19, sm: 21 }} id="add-template-title">
              Add template
            </Title>
            <Text size="sm" c="dimmed">
              A template starts with its first milestone; add more on the template's page.
            </Text>
          </Stack>
          <FormAlert messages={messages} />
          <TextInput
            label="Template name"
            error={errors.template_name?.message}
            {...form.register('template_name')}
          />
          <Title order={3} fz="md" mt="xs">
            First milestone
          </Title>
          <MilestoneFields form={form} />
          <Group justify="space-between" gap="sm">
            <SavingIndicator status={status} />
            <Group gap="sm">
              <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Save template
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
