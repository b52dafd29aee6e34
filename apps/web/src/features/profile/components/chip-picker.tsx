import { Chip, Group, Text } from '@mantine/core';
import type { Option } from '@keh/contracts';
import classes from './chip-picker.module.css';

interface ChipPickerProps {
  /** The group's visible name (a fieldset legend). */
  legend: string;
  options: readonly Option[];
  isOn: (id: number) => boolean;
  onToggle: (id: number, on: boolean) => void;
  isPending?: (id: number) => boolean;
}

/** A fieldset of checkbox chips (skills of a category, specialisms). */
export function ChipPicker({ legend, options, isOn, onToggle, isPending }: ChipPickerProps) {
  const count = options.filter((option) => isOn(option.id)).length;
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>
        {legend}
        {count ? (
          <Text span size="xs" c="dimmed" fw={500}>
            {' '}
            ({count} chosen)
          </Text>
        ) : null}
      </legend>
      <Group gap={8}>
        {options.map((option) => (
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
      </Group>
    </fieldset>
  );
}
