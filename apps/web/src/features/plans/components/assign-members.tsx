import { useState } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { menteeIdsBody, type Template } from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { errorText } from '../../../lib/api';
import { useMentorMentees } from '../../matching';
import { useAssignTemplate } from '../api/plans-api';
import { ATTACH_NOTE, DETACH_NOTE } from '../texts';
import classes from './templates.module.css';

/** Attach the template to members, or detach it (mentee_ids comma-joined, docs/product/api.md). */
export function AssignMembers({ template }: { template: Template }) {
  const mentees = useMentorMentees();
  const assign = useAssignTemplate(template.id);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [confirmDetach, setConfirmDetach] = useState(false);
  const attached = new Set(template.assigned_mentees);
  const chosen = selected.map(Number);
  const toAttach = chosen.filter((id) => !attached.has(id));
  const toDetach = chosen.filter((id) => attached.has(id));
  const members = (mentees.data ?? []).flatMap((m) => (m.mentee ? [m.mentee] : []));
  const nameOf = (id: number) => {
    const person = members.find((m) => m.id === id);
    return person ? `${person.first_name} ${person.last_name}` : 'a former member';
  };

  const run = async (ids: number[], attach: boolean) => {
    // The shared rule and its message: at least one member.
    const check = menteeIdsBody.safeParse({ mentee_ids: ids.join(',') });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await assign.mutateAsync({ menteeIds: ids, attach });
      setSelected([]);
      notifications.show({
        color: 'green',
        title: attach ? 'Template attached' : 'Template detached',
        message: attach
          ? `The milestones are now in the plan of ${ids.map(nameOf).join(', ')}.`
          : `Detached from ${ids.map(nameOf).join(', ')}.`,
      });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <SectionCard title="Members" description={ATTACH_NOTE}>
      {mentees.isPending ? (
        <LoadingState label="Loading your members" />
      ) : mentees.isError ? (
        <ErrorState onRetry={() => void mentees.refetch()} retrying={mentees.isFetching} />
      ) : members.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have no members yet. Members appear once you accept their{' '}
          <Anchor component={Link} to="/my/incoming-requests">
            requests
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="sm">
          <Checkbox.Group
            label="Choose members"
            value={selected}
            onChange={(value) => {
              setSelected(value);
              setError(null);
            }}
            error={error}
          >
            <Stack gap="xs" mt="xs">
              {members.map((person) => (
                <Group
                  key={person.id}
                  gap="sm"
                  justify="space-between"
                  wrap="nowrap"
                  className={classes.memberOption}
                >
                  <Checkbox value={String(person.id)} label={`${person.first_name} ${person.last_name}`} />
                  {attached.has(person.id) ? (
                    <Badge color="green" variant="light" c="var(--keh-done-text)" size="sm">
                      Attached
                    </Badge>
                  ) : null}
                </Group>
              ))}
            </Stack>
          </Checkbox.Group>
          <Text size="sm" c="dimmed">
            {DETACH_NOTE}
          </Text>
          <Group gap="sm">
            <Button
              onClick={() => void run(toAttach, true)}
              loading={assign.isPending && assign.variables?.attach === true}
              disabled={selected.length > 0 && toAttach.length === 0}
            >
              Attach
            </Button>
            <Button
              variant="default"
              color="red"
              onClick={() => (toDetach.length ? setConfirmDetach(true) : void run(toDetach, false))}
              loading={assign.isPending && assign.variables?.attach === false}
              disabled={selected.length > 0 && toDetach.length === 0}
            >
              Detach
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmModal
        opened={confirmDetach}
        title="Detach template"
        confirmLabel="Detach"
        onCancel={() => setConfirmDetach(false)}
        onConfirm={async () => {
          await run(toDetach, false);
          setConfirmDetach(false);
        }}
      >
        <Text size="sm">
          Detach “{template.template_name}” from {toDetach.map(nameOf).join(', ')}? {DETACH_NOTE}
        </Text>
      </ConfirmModal>
    </SectionCard>
  );
}
