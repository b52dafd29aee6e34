import { Anchor, MultiSelect, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { useMyMembers } from '../../matching';

export interface KnownMember {
  id: number;
  first_name: string;
  last_name: string;
}

interface EditorMembersPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** Members the stored article already names (shown even when no longer the captain's). */
  assigned: KnownMember[];
  error?: string;
}

const nameOf = (m: KnownMember) => `${m.first_name} ${m.last_name}`.trim();

/** Private articles: the captain's own members who may read it (at least one to publish). */
export function EditorMembersPicker({ value, onChange, assigned, error }: EditorMembersPickerProps) {
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
          You have no members yet, so a private article has no readers. Members appear once you accept their{' '}
          <Anchor component={Link} to="/my/incoming-requests">
            requests
          </Anchor>
          .
        </Text>
        {error ? (
          <Text size="sm" c="var(--mantine-color-error)" mt={4} role="alert">
            {error}
          </Text>
        ) : null}
      </div>
    );

  return (
    <MultiSelect
      label="Members"
      description="Only these members can read the article"
      placeholder={value.length ? '' : 'Choose members'}
      data={[...options].map(([id, label]) => ({ value: String(id), label }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      nothingFoundMessage="No member by that name"
      hidePickedOptions
      error={error}
      required
    />
  );
}
