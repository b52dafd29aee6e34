import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconPoint } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { Template } from '@keh/contracts';
import { MilestoneCard } from '../../../components/milestones/milestone-card';
import { AddMilestoneCard } from '../../../components/milestones/add-milestone-card';
import { TaskTitle } from '../../../components/milestones/task-title';
import { BackLink } from '../../../components/back-link';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorText, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTemplate, useTemplateMilestones } from '../api/plans-api';
import { AssignMembers } from '../components/assign-members';
import { TemplateSettings } from '../components/template-settings';
import classes from '../components/templates.module.css';
import { countOf } from '../../../lib/counts';

/** /my/template/{id}: a template's milestones, add milestone, its members and the settings form (docs/product/screens.md). */
export function TemplatePage() {
  const { subId } = useParams();
  const id = Number(subId);
  const valid = Number.isInteger(id) && id > 0;
  const template = useTemplate(id);
  usePageTitle(template.data?.template_name ?? 'My Templates');

  return (
    <Stack gap="lg">
      <BackLink to="/my/templates" label="My Templates" />
      {!valid || (template.isError && isApiError(template.error) && template.error.status === 404) ? (
        <ErrorState message="This template does not exist, or is not one of yours." />
      ) : template.isPending ? (
        <LoadingState label="Loading the template" />
      ) : template.isError ? (
        <ErrorState onRetry={() => void template.refetch()} retrying={template.isFetching} />
      ) : (
        <TemplateDetail template={template.data} />
      )}
    </Stack>
  );
}

function TemplateDetail({ template }: { template: Template }) {
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} className={classes.name}>
          {template.template_name}
        </Title>
        <Text size="sm" c="dimmed">
          {countOf(template.milestones.length, 'milestone')} ·{' '}
          {template.assigned_mentees.length
            ? `attached to ${countOf(template.assigned_mentees.length, 'member')}`
            : 'not attached yet'}
        </Text>
      </Stack>
      <TemplateMilestones template={template} />
      <AssignMembers template={template} />
      <TemplateSettings template={template} />
    </Stack>
  );
}

function TemplateMilestones({ template }: { template: Template }) {
  const { add, update, remove } = useTemplateMilestones(template.id);
  const [adding, setAdding] = useState(false);
  return (
    <Stack component="section" gap="sm" aria-labelledby="template-milestones-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz={{ base: 19, sm: 21 }} id="template-milestones-title">
          Milestones
        </Title>
        {!adding ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add milestone
          </Button>
        ) : null}
      </Group>
      {adding ? (
        <AddMilestoneCard
          into="template"
          headingOrder={3}
          onAdd={async (payload) => {
            await add.mutateAsync(payload);
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {template.milestones.length === 0 ? (
        <Text size="sm" c="dimmed">
          This template has no milestones yet.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label="Milestones">
          {template.milestones.map((milestone) => (
            <MilestoneCard
              key={milestone.id}
              milestone={milestone}
              showProgress={false}
              defaultOpened
              renderTask={(task) => (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconPoint size={16} aria-hidden="true" className={classes.bullet} />
                  <TaskTitle task={task} size="sm" />
                </Group>
              )}
              edit={{
                onSave: (payload) => update.mutateAsync({ milestoneId: milestone.id, body: payload }),
                onDelete: async () => {
                  try {
                    await remove.mutateAsync(milestone.id);
                  } catch (error) {
                    notifications.show({
                      color: 'red',
                      title: 'Could not delete',
                      message: errorText(error),
                    });
                  }
                },
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
