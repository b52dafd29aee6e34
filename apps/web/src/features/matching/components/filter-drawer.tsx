import { useState } from 'react';
import {
  Button,
  Checkbox,
  Drawer,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { useSurveyOptions } from '../../../lib/survey-options';
import { NO_FILTERS, type CaptainFilters } from '../api/matching-api';

interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  filters: CaptainFilters;
  /** Members choose between the start-up and business-growth lists; null for captains. */
  startup: boolean | null | undefined;
  onApply: (filters: CaptainFilters, startup: boolean | null) => void;
}

/** 'Filter settings': specialisms, skills, location, available only and (Members) the list kind. */
export function FilterDrawer({ opened, onClose, filters, startup, onApply }: FilterDrawerProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={700} fz="lg">
            Filter settings
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>
          {/* Mounted on each opening (the drawer unmounts when closed), so the draft starts afresh. */}
          <FilterForm filters={filters} startup={startup} onApply={onApply} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function FilterForm({ filters, startup, onApply }: Omit<FilterDrawerProps, 'opened' | 'onClose'>) {
  const options = useSurveyOptions();
  const [draft, setDraft] = useState(filters);
  const [kind, setKind] = useState<boolean | null>(startup ?? null);

  const specialisms = (options.data?.business_specializations ?? []).map((o) => ({
    value: String(o.id),
    label: o.name,
  }));
  const skills = (options.data?.skill_categories ?? []).map((c) => ({
    group: c.name,
    items: c.skills.map((s) => ({ value: String(s.id), label: s.name })),
  }));

  return options.isPending ? (
    <LoadingState label="Loading the filters" />
  ) : options.isError ? (
    <ErrorState onRetry={() => void options.refetch()} retrying={options.isFetching} />
  ) : (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft, kind);
      }}
    >
      {startup !== undefined ? (
        <Stack gap={4}>
          <Text size="sm" fw={600} id="list-kind">
            I am looking for support with
          </Text>
          <SegmentedControl
            aria-labelledby="list-kind"
            fullWidth
            color="navy"
            value={kind === null ? 'all' : kind ? 'startup' : 'growth'}
            onChange={(v) => setKind(v === 'all' ? null : v === 'startup')}
            data={[
              { value: 'startup', label: 'Start up' },
              { value: 'growth', label: 'Business growth' },
            ]}
          />
        </Stack>
      ) : null}
      <MultiSelect
        label="Specialisms"
        placeholder={draft.specialisms.length ? undefined : 'Any specialism'}
        data={specialisms}
        value={draft.specialisms.map(String)}
        onChange={(v) => setDraft({ ...draft, specialisms: v.map(Number) })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Skills"
        placeholder={draft.skills.length ? undefined : 'Any skill'}
        data={skills}
        value={draft.skills.map(String)}
        onChange={(v) => setDraft({ ...draft, skills: v.map(Number) })}
        searchable
        clearable
      />
      <TextInput
        label="Location"
        placeholder="Town, city or county"
        value={draft.location}
        maxLength={100}
        onChange={(event) => setDraft({ ...draft, location: event.currentTarget.value })}
      />
      <Checkbox
        label="Available only"
        checked={draft.available}
        onChange={(event) => setDraft({ ...draft, available: event.currentTarget.checked })}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={() => setDraft(NO_FILTERS)}>
          Reset
        </Button>
        <Button type="submit">Apply filters</Button>
      </Group>
    </Stack>
  );
}
