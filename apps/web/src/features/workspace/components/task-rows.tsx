import { ActionIcon, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCircleCheckFilled,
  IconCircleDashed,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import type { Task } from '@keh/contracts';
import { plainTaskTitle } from '../../../components/milestones/milestone-card';
import { TaskTitle } from '../../../components/milestones/task-title';
import { errorText } from '../../../lib/api';
import { useTick, type WorkspaceRef } from '../api/workspace-api';
import classes from './workspace.module.css';

function useTickTask(ref: WorkspaceRef) {
  const tick = useTick(ref);
  return (task: Task, done: boolean) =>
    tick.mutate(
      { task, done },
      {
        onError: (error) =>
          notifications.show({ color: 'red', title: 'The task was not saved', message: errorText(error) }),
      },
    );
}

/** What the Captain made of a task, for the Member (decision 0015). */
function verdictText(task: Task): string | null {
  if (task.mentor_done === true) return 'Approved by your Business Captain';
  if (task.mentor_done === false) return 'Sent back by your Business Captain';
  return null;
}

/** A Member's task: a checkbox (docs/product/states.md). The Captain's verdict shows beneath. */
export function MemberTaskRow({ task, workspace }: { task: Task; workspace: WorkspaceRef }) {
  const tickTask = useTickTask(workspace);
  const verdict = verdictText(task);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      className={classes.taskRow}
      data-done={task.done || undefined}
    >
      <Checkbox
        checked={task.mentee_done}
        onChange={(event) => tickTask(task, event.currentTarget.checked)}
        size="md"
        color="green.8"
        label={<TaskTitle task={task} className={classes.taskTitleText} />}
        description={
          verdict || (task.done && !task.mentee_done) ? (
            <span className={task.mentor_done === false ? classes.sentBack : classes.approved}>
              {verdict ?? 'Done'}
            </span>
          ) : undefined
        }
        styles={{ body: { alignItems: 'flex-start' }, labelWrapper: { minWidth: 0 } }}
      />
    </Group>
  );
}

/** A Captain's task: the Member's tick, then a thumb up or down (docs/product/states.md). */
export function CaptainTaskRow({ task, workspace }: { task: Task; workspace: WorkspaceRef }) {
  const tickTask = useTickTask(workspace);
  const title = plainTaskTitle(task);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      className={classes.taskRow}
      data-done={task.done || undefined}
    >
      {task.done ? (
        <IconCircleCheckFilled
          size={22}
          color="var(--mantine-color-green-8)"
          className={classes.taskIcon}
          aria-label="Done"
          role="img"
        />
      ) : (
        <IconCircleDashed
          size={22}
          color="var(--mantine-color-navy-4)"
          className={classes.taskIcon}
          aria-label="Not done"
          role="img"
        />
      )}
      <Stack gap={2} style={{ flex: 1 }} miw={0}>
        <TaskTitle task={task} className={classes.taskTitleText} />
        <Text size="xs" c="dimmed">
          {task.mentee_done ? 'Ticked by the member' : 'Not ticked by the member yet'}
          {task.mentor_done === true
            ? ' · you approved it'
            : task.mentor_done === false
              ? ' · you sent it back'
              : ''}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Tooltip withinPortal={false} label="Approve task">
          <ActionIcon
            variant={task.mentor_done === true ? 'filled' : 'default'}
            color="green.8"
            size={36}
            aria-label={`Approve task: ${title}`}
            aria-pressed={task.mentor_done === true}
            onClick={() => tickTask(task, true)}
          >
            {task.mentor_done === true ? (
              <IconThumbUpFilled size={18} aria-hidden="true" />
            ) : (
              <IconThumbUp size={18} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
        <Tooltip withinPortal={false} label="Send back task">
          <ActionIcon
            variant={task.mentor_done === false ? 'filled' : 'default'}
            color="red.8"
            size={36}
            aria-label={`Send back task: ${title}`}
            aria-pressed={task.mentor_done === false}
            onClick={() => tickTask(task, false)}
          >
            {task.mentor_done === false ? (
              <IconThumbDownFilled size={18} aria-hidden="true" />
            ) : (
              <IconThumbDown size={18} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
