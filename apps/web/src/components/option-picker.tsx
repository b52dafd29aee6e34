import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Chip, CloseButton, Input, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Option } from '@keh/contracts';
import { filterOptionGroups, type OptionGroup } from '../lib/option-filter';
import classes from './option-picker.module.css';

export type { OptionGroup } from '../lib/option-filter';

interface OptionPickerProps {
  /** The choice's visible name (the fieldset's legend): 'Skills', 'Specialisms'. */
  label: string;
  /** Keeps the legend for screen readers only, where a section heading already names the choice. */
  hideLabel?: boolean;
  description?: ReactNode;
  /** Options by category; a single group with an empty name shows no heading. */
  groups: readonly OptionGroup[];
  isOn: (id: number) => boolean;
  onToggle: (id: number, on: boolean) => void;
  /** An option whose change is being saved: a second click on it is ignored. */
  isPending?: (id: number) => boolean;
  error?: ReactNode;
  /** Called when focus leaves the whole picker (the sign-up's 'touched' rule). */
  onBlur?: () => void;
}

/**
 * A compact, searchable choice of many options (skills by category, specialisms): checkbox chips
 * that wrap, under a search box that narrows them by option or category name, in a box that
 * scrolls when the list is long (a shorter box and denser chips on a phone, so sign-up step 6 with
 * two such lists stays a page people can scroll past). Sign-up step 6 and the profile both use it, with the same field
 * names behind it (the sign-up keeps ids in its form, the profile saves each click).
 */
export function OptionPicker({
  label,
  hideLabel = false,
  description,
  groups,
  isOn,
  onToggle,
  isPending,
  error,
  onBlur,
}: OptionPickerProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = filterOptionGroups(groups, query);
  const all = groups.flatMap((g) => g.options);
  const chosen = all.filter((o) => isOn(o.id)).length;
  const total = all.length;
  const many = total > 12;

  const blur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (onBlur && !event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  // Enter in the search box narrows the list; it must not submit the form around it.
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  const legend = (
    <>
      {label}
      <Text span size="xs" c="dimmed" fw={500} data-testid="picker-count">
        {' '}
        ({chosen} chosen)
      </Text>
    </>
  );
  return (
    <fieldset
      className={classes.fieldset}
      onBlur={blur}
      aria-describedby={error ? `${id}-error` : description ? `${id}-description` : undefined}
    >
      {hideLabel ? (
        <VisuallyHidden component="legend">{legend}</VisuallyHidden>
      ) : (
        <legend className={classes.legend}>{legend}</legend>
      )}
      {description ? (
        <Text id={`${id}-description`} size="sm" c="dimmed" mb="xs">
          {description}
        </Text>
      ) : null}
      {many ? (
        <TextInput
          label={`Search ${label.toLowerCase()}`}
          placeholder="Type to narrow the list"
          size="sm"
          mb="xs"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={keepEnter}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={
            query ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setQuery('')} /> : null
          }
          className={classes.search}
        />
      ) : null}
      <div className={classes.options} data-many={many || undefined}>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" py="xs">
            No {label.toLowerCase()} match “{query.trim()}”.
          </Text>
        ) : (
          shown.map((group) => (
            <OptionGroupChips
              key={group.id}
              group={group}
              isOn={isOn}
              onToggle={onToggle}
              isPending={isPending}
            />
          ))
        )}
      </div>
      <VisuallyHidden aria-live="polite">
        {query.trim() ? `${shown.reduce((n, g) => n + g.options.length, 0)} of ${total} shown` : ''}
      </VisuallyHidden>
      {error ? (
        <Input.Error id={`${id}-error`} mt={6}>
          {error}
        </Input.Error>
      ) : null}
    </fieldset>
  );
}

function OptionGroupChips({
  group,
  isOn,
  onToggle,
  isPending,
}: {
  group: OptionGroup;
  isOn: (id: number) => boolean;
  onToggle: (id: number, on: boolean) => void;
  isPending?: (id: number) => boolean;
}) {
  const headingId = useId();
  const chips = (
    <div className={classes.chips}>
      {group.options.map((option: Option) => (
        <Chip
          key={option.id}
          checked={isOn(option.id)}
          // A second click while the first is being saved is ignored (focus stays put).
          onChange={(checked) => {
            if (!isPending?.(option.id)) onToggle(option.id, checked);
          }}
          aria-busy={isPending?.(option.id) || undefined}
          variant="filled"
          color="navy"
          size="sm"
        >
          {option.name}
        </Chip>
      ))}
    </div>
  );
  if (!group.name) return chips;
  return (
    <div role="group" aria-labelledby={headingId} className={classes.group}>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="navy.7" className={classes.groupName}>
        {group.name}
      </Text>
      {chips}
    </div>
  );
}
