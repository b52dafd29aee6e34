import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag, IconPlus } from '@tabler/icons-react';
import type { Mentoring } from '@keh/contracts';
import { MilestoneCard } from '../../../components/milestones/milestone-card';
import { AddMilestoneCard } from '../../../components/milestones/add-milestone-card';
import { EmptyPanel } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { useMilestoneMutations, type WorkspaceRef } from '../api/workspace-api';
import { nextMilestone } from '../plan-summary';
import { CaptainTaskRow, MemberTaskRow } from './task-rows';
import classes from './workspace.module.css';

interface MilestonesPanelProps {
  mentoring: Mentoring;
  workspace: WorkspaceRef;
}

/** The plan: milestone cards with their tasks; the Captain adds, edits and deletes milestones. */
export function MilestonesPanel({ mentoring, workspace }: MilestonesPanelProps) {
  const captain = workspace.role === 'mentor';
  const { add, update, remove } = useMilestoneMutations(workspace);
  const [adding, setAdding] = useState(false);
  // Which cards are open: at first the next milestone's; a milestone just added opens too.
  const [open, setOpenIds] = useState<number[]>(() => {
    const first = nextMilestone(mentoring.milestones);
    return first ? [first.id] : [];
  });
  const setOpen = (id: number, opened: boolean) =>
    setOpenIds(opened ? [...open.filter((x) => x !== id), id] : open.filter((x) => x !== id));

  return (
    <Stack gap="md">
      {captain ? (
        adding ? (
          <AddMilestoneCard
            into="plan"
            headingOrder={2}
            onAdd={async (payload) => {
              const created = await add.mutateAsync(payload);
              setOpen(created.id, true);
            }}
            onClose={() => setAdding(false)}
          />
        ) : (
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
              Add milestone
            </Button>
          </Group>
        )
      ) : null}
      {mentoring.milestones.length === 0 ? (
        <EmptyPanel
          title="No milestones yet"
          icon={<IconFlag aria-hidden="true" />}
          description={
            captain
              ? 'Add the first milestone, or attach one of your templates from My Templates.'
              : 'Your Business Captain will set the milestones of your plan here.'
          }
        />
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label="Milestones">
          {mentoring.milestones.map((milestone) => (
            <MilestoneCard
              key={milestone.id}
              milestone={milestone}
              opened={open.includes(milestone.id)}
              onOpenedChange={(opened) => setOpen(milestone.id, opened)}
              renderTask={(task) =>
                captain ? (
                  <CaptainTaskRow task={task} workspace={workspace} />
                ) : (
                  <MemberTaskRow task={task} workspace={workspace} />
                )
              }
              edit={
                captain
                  ? {
                      onSave: (payload) => update.mutateAsync({ id: milestone.id, body: payload }),
                      onDelete: async () => {
                        try {
                          await remove.mutateAsync(milestone.id);
                          notifications.show({
                            color: 'navy',
                            title: 'Milestone deleted',
                            message: `“${milestone.milestone_name}” is no longer in the plan.`,
                          });
                        } catch (error) {
                          notifications.show({
                            color: 'red',
                            title: 'Could not delete',
                            message: errorText(error),
                          });
                        }
                      },
                    }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {mentoring.milestones.length > 0 && !captain ? (
        <Text size="sm" c="dimmed">
          Tick a task when you have done it; your Business Captain may approve it or send it back.
        </Text>
      ) : null}
    </Stack>
  );
}
