import type { ReactNode } from 'react';
import { MultiSelect, Text } from '@mantine/core';
import { ErrorState, LoadingState } from './query-states';

export interface KnownMember {
  id: number;
  first_name: string;
  last_name: string;
}

/** The captain's members as a query gives them (e.g. matching's `useMyMembers()`). */
export interface MembersQuery {
  data: readonly KnownMember[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface MembersPickerProps {
  members: MembersQuery;
  /** Members the stored item already names (kept even when no longer the captain's). */
  assigned: readonly KnownMember[];
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Under the label: who the chosen members are for. */
  description: string;
  /** Under the 'Members' heading when there is nobody to choose: why, and the error if any. */
  empty: ReactNode;
  clearable?: boolean;
}

const nameOf = (m: KnownMember) => `${m.first_name} ${m.last_name}`.trim();

/**
 * 'Members' of a private article or event: the captain's own members plus those already assigned,
 * with loading, error and 'no members yet' states.
 */
export function MembersPicker({
  members,
  assigned,
  value,
  onChange,
  onBlur,
  error,
  description,
  empty,
  clearable,
}: MembersPickerProps) {
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
  for (const m of members.data ?? []) options.set(m.id, nameOf(m));
  for (const m of assigned) if (!options.has(m.id)) options.set(m.id, nameOf(m));

  if (options.size === 0)
    return (
      <div>
        <Text size="sm" fw={600}>
          Members
        </Text>
        {empty}
      </div>
    );

  return (
    <MultiSelect
      label="Members"
      description={description}
      placeholder={value.length ? '' : 'Choose members'}
      data={[...options].map(([id, label]) => ({ value: String(id), label }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      onBlur={onBlur}
      searchable
      clearable={clearable}
      nothingFoundMessage="No member by that name"
      hidePickedOptions
      error={error}
      required
    />
  );
}
