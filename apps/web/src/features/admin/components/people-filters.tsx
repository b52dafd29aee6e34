import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { ROLE_LABELS, ROLES, USER_STATUSES } from '@keh/contracts';
import { USER_STATUS_LABELS, isRole } from '../console-texts';
import { isFiltered, rangeBackwards, type PeopleParams } from '../people-params';

const ANY = '';
const ROLE_OPTIONS = [
  { value: ANY, label: 'Any role' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const STATUS_OPTIONS = [
  { value: ANY, label: 'Any status' },
  ...USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] })),
];

export const RANGE_BACKWARDS = 'The end date is before the start date.';

interface PeopleFiltersProps {
  params: PeopleParams;
  onChange: (patch: Partial<PeopleParams>, replace?: boolean) => void;
}

/** Search (name, e-mail, business) and the filters of the people list; all of it lives in the URL. */
export function PeopleFilters({ params, onChange }: PeopleFiltersProps) {
  const [search, setSearch] = useState(params.q);
  // The URL changed under us (back button, a link): show its words.
  const [seen, setSeen] = useState(params.q);
  if (params.q !== seen) {
    setSeen(params.q);
    setSearch(params.q);
  }
  // Refining words replaces the history entry; the first words add one, so Back returns to the whole list.
  const writeSearch = useDebouncedCallback((q: string) => onChange({ q }, Boolean(params.q)), 350);
  const backwards = rangeBackwards(params);

  const clear = () => {
    writeSearch.cancel();
    setSearch('');
    onChange({ q: '', role: null, status: null, from: '', to: '' });
  };

  return (
    <Stack gap="sm" role="search" aria-label="Find people">
      <TextInput
        label="Search"
        description="Name, e-mail address or business"
        placeholder="e.g. Jane Smith or jane@example.com"
        type="search"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        value={search}
        maxLength={200}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          writeSearch(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') writeSearch.flush();
        }}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          value={params.role ?? ANY}
          onChange={(value) => onChange({ role: isRole(value) ? value : null })}
          allowDeselect={false}
          size="md"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={params.status ?? ANY}
          onChange={(value) =>
            onChange({ status: value === 'active' || value === 'suspended' ? value : null })
          }
          allowDeselect={false}
          size="md"
        />
        <TextInput
          type="date"
          label="Signed up from"
          value={params.from}
          max={params.to || undefined}
          onChange={(event) => onChange({ from: event.currentTarget.value }, true)}
        />
        <TextInput
          type="date"
          label="Signed up until"
          value={params.to}
          min={params.from || undefined}
          error={backwards ? RANGE_BACKWARDS : undefined}
          onChange={(event) => onChange({ to: event.currentTarget.value }, true)}
        />
      </SimpleGrid>
      {isFiltered({ ...params, q: search }) ? (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            onClick={clear}
          >
            Clear search and filters
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
