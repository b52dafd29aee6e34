import { Anchor, Input, MultiSelect, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Event } from '@keh/contracts';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { useMyMembers } from '../../matching';

interface EventMembersPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur: () => void;
  /** Members the stored event already names (kept even when no longer the captain's). */
  assigned: Event['mentees'];
  error?: string;
}

const nameOf = (m: { first_name: string; last_name: string }) => `${m.first_name} ${m.last_name}`.trim();

/** A private event's members: chosen from the captain's own (spec section 5). */
export function EventMembersPicker({ value, onChange, onBlur, assigned, error }: EventMembersPickerProps) {
  const members = useMyMembers();

  if (members.isPending) return <LoadingState label="Loading your members" />;
  if (members.isError)
    return (
      <ErrorState
        message="Your members could not be loaded."
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
      />
    );

  const options = new Map<number, string>();
  for (const m of members.data) options.set(m.id, nameOf(m));
  for (const m of assigned) if (!options.has(m.id)) options.set(m.id, nameOf(m));

  if (options.size === 0)
    return (
      <div>
        <Text size="sm" fw={600}>
          Members
        </Text>
        <Text size="sm" c="dimmed">
          You have no members yet, so nobody could see a private event. Members appear once you accept their{' '}
          <Anchor component={Link} to="/my/incoming-requests">
            requests
          </Anchor>
          ; until then, make the event public.
        </Text>
        {error ? <Input.Error mt={4}>{error}</Input.Error> : null}
      </div>
    );

  return (
    <MultiSelect
      label="Members"
      description="Only these members will see the event"
      placeholder={value.length ? '' : 'Choose members'}
      data={[...options].map(([id, label]) => ({ value: String(id), label }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      onBlur={onBlur}
      searchable
      clearable
      nothingFoundMessage="No member by that name"
      hidePickedOptions
      error={error}
      required
    />
  );
}
