import { useId, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarDue,
  IconChevronDown,
  IconCircleCheckFilled,
  IconCircleDashed,
  IconPencil,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { Milestone, Task } from '@keh/contracts';
import { ConfirmModal } from '../confirm-modal';
import classes from './milestones.module.css';
import { MilestoneForm } from './milestone-form';
import { formatDeadline, tasksDone, type MilestonePayload } from './milestone-model';
import { countOf } from '../../lib/counts';

interface MilestoneCardProps {
  milestone: Milestone;
  /** One task row (a tick, a thumb, or just the title). */
  renderTask: (task: Task) => ReactNode;
  /** Show the done and overdue states (a plan's milestone; a template's has none). */
  showProgress?: boolean;
  /** The Captain's edit and delete; absent for a Member. */
  edit?: {
    /** Throws on a refusal, which lands on the form's fields. */
    onSave: (payload: MilestonePayload) => Promise<unknown>;
    /** Reports its own failure; the card only closes the question. */
    onDelete: () => Promise<void>;
  };
  defaultOpened?: boolean;
  /** Controlled opening (the list keeps which cards are open); without it the card keeps its own. */
  opened?: boolean;
  onOpenedChange?: (opened: boolean) => void;
}

/**
 * A milestone of a plan or a template (docs/product/states.md: cards open, close and toggle edit): the header
 * (name, deadline, done or overdue, progress) opens the notes and tasks; the Captain's pencil
 * turns the body into the edit form.
 */
export function MilestoneCard({
  milestone,
  renderTask,
  showProgress = true,
  edit,
  defaultOpened = false,
  opened: openedProp,
  onOpenedChange,
}: MilestoneCardProps) {
  const [openedState, setOpenedState] = useState(defaultOpened);
  const opened = openedProp ?? openedState;
  const setOpened = (next: boolean) => {
    setOpenedState(next);
    onOpenedChange?.(next);
  };
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const bodyId = useId();
  const deadline = formatDeadline(milestone.deadline);
  const done = tasksDone(milestone);
  const total = milestone.tasks.length;
  const state = !showProgress ? 'plain' : milestone.done ? 'done' : milestone.overdue ? 'overdue' : 'open';

  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      className={classes.card}
      data-state={state}
      data-testid="milestone-card"
      aria-label={milestone.milestone_name}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" p={{ base: 'sm', sm: 'md' }}>
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={opened}
          aria-controls={bodyId}
          onClick={() => setOpened(!opened)}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <StateIcon state={state} />
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <Text fw={700} c="navy.9" fz={{ base: 'md', sm: 'lg' }} lh={1.3} className={classes.name}>
                {milestone.milestone_name}
              </Text>
              <Group gap="xs" wrap="wrap">
                {deadline ? (
                  <Text
                    size="sm"
                    c={state === 'overdue' ? 'red.9' : 'dimmed'}
                    fw={state === 'overdue' ? 600 : 400}
                  >
                    <IconCalendarDue
                      size={14}
                      aria-hidden="true"
                      style={{ verticalAlign: -2, marginRight: 4 }}
                    />
                    Due {deadline}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    No deadline
                  </Text>
                )}
                {state === 'done' ? (
                  <Badge color="green" variant="light" c="var(--keh-done-text)" size="sm">
                    Done
                  </Badge>
                ) : null}
                {state === 'overdue' ? (
                  <Badge color="red.8" variant="filled" size="sm">
                    Overdue
                  </Badge>
                ) : null}
                <Text size="sm" c="dimmed">
                  {showProgress ? `${done} of ${total} tasks done` : countOf(total, 'task')}
                </Text>
              </Group>
            </Stack>
            <IconChevronDown
              size={20}
              aria-hidden="true"
              className={classes.chevron}
              data-opened={opened || undefined}
            />
          </Group>
        </UnstyledButton>
        {edit ? (
          // Wide screens: pencil and bin beside the header; phones get labelled buttons in the body.
          <Group gap={4} wrap="nowrap" visibleFrom="sm">
            <Tooltip withinPortal={false} label={editing ? 'Close editing' : 'Edit milestone'}>
              <ActionIcon
                variant={editing ? 'light' : 'subtle'}
                size={36}
                aria-label={
                  editing
                    ? `Close editing ${milestone.milestone_name}`
                    : `Edit milestone ${milestone.milestone_name}`
                }
                aria-pressed={editing}
                onClick={() => {
                  setEditing((e) => !e);
                  setOpened(true);
                }}
              >
                {editing ? (
                  <IconX size={18} aria-hidden="true" />
                ) : (
                  <IconPencil size={18} aria-hidden="true" />
                )}
              </ActionIcon>
            </Tooltip>
            <Tooltip withinPortal={false} label="Delete milestone">
              <ActionIcon
                variant="subtle"
                color="red.8"
                size={36}
                aria-label={`Delete milestone ${milestone.milestone_name}`}
                onClick={() => setDeleting(true)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
      <Collapse expanded={opened} id={bodyId}>
        <Box px={{ base: 'sm', sm: 'md' }} pb={{ base: 'sm', sm: 'md' }}>
          {editing && edit ? (
            <Box pt="xs" className={classes.editArea}>
              <MilestoneForm
                milestone={milestone}
                submitLabel="Save milestone"
                onCancel={() => setEditing(false)}
                onSave={async (payload) => {
                  await edit.onSave(payload);
                  setEditing(false);
                }}
              />
            </Box>
          ) : (
            <Stack gap="sm" className={classes.body}>
              {edit ? (
                <Group gap="xs" hiddenFrom="sm">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden="true" />}
                    aria-label={`Edit milestone ${milestone.milestone_name}`}
                    onClick={() => setEditing(true)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red.8"
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    aria-label={`Delete milestone ${milestone.milestone_name}`}
                    onClick={() => setDeleting(true)}
                  >
                    Delete
                  </Button>
                </Group>
              ) : null}
              {milestone.notes ? (
                <Text size="sm" className={classes.notes}>
                  {milestone.notes}
                </Text>
              ) : null}
              <Stack
                component="ul"
                gap={6}
                className={classes.tasks}
                aria-label={`Tasks of ${milestone.milestone_name}`}
              >
                {milestone.tasks.map((task) => (
                  <li key={task.id}>{renderTask(task)}</li>
                ))}
              </Stack>
            </Stack>
          )}
        </Box>
      </Collapse>
      {edit ? (
        <ConfirmModal
          opened={deleting}
          title="Delete milestone"
          onCancel={() => setDeleting(false)}
          onConfirm={async () => {
            await edit.onDelete().catch(() => undefined);
            setDeleting(false);
          }}
        >
          <Text size="sm">
            Are you sure you want to delete “{milestone.milestone_name}” and its {total}{' '}
            {total === 1 ? 'task' : 'tasks'}?
          </Text>
        </ConfirmModal>
      ) : null}
    </Paper>
  );
}

function StateIcon({ state }: { state: 'done' | 'overdue' | 'open' | 'plain' }) {
  if (state === 'done')
    return (
      <IconCircleCheckFilled
        size={24}
        color="var(--mantine-color-green-8)"
        aria-hidden="true"
        className={classes.stateIcon}
      />
    );
  if (state === 'overdue')
    return (
      <IconAlertTriangle
        size={24}
        color="var(--mantine-color-red-8)"
        aria-hidden="true"
        className={classes.stateIcon}
      />
    );
  return (
    <IconCircleDashed
      size={24}
      color="var(--mantine-color-navy-5)"
      aria-hidden="true"
      className={classes.stateIcon}
    />
  );
}

/** The title of a task as the server made it safe (see TaskTitle). */
export function plainTaskTitle(task: Pick<Task, 'title_markdown'>): string {
  return task.title_markdown.replace(/\[([^\]]+)\]\(([^)\s]*)\)/g, '$1');
}
