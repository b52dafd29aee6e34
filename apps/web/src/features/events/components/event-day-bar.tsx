import { useId, useRef } from 'react';
import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays, isoDay, longDay, parseIsoDay, sameDay, todayLocal, type LocalDay } from '../event-dates';
import classes from './event-day-bar.module.css';

interface EventDayBarProps {
  day: LocalDay;
  onChange: (day: LocalDay) => void;
}

/**
 * The day shown: arrows step one day (docs/product/states.md), 'Today' returns, 'Choose date' opens the
 * browser's date picker (its native input stays in the page, named like the button that opens it).
 */
export function EventDayBar({ day, onChange }: EventDayBarProps) {
  const today = todayLocal();
  const isToday = sameDay(day, today);
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker: the input takes the focus (and typing) instead.
      input.focus();
    }
  };
  return (
    <Paper withBorder radius="lg" p="sm" className={classes.bar}>
      <Group gap="xs" wrap="nowrap" className={classes.stepper}>
        <Tooltip label="Previous day" withinPortal={false}>
          <ActionIcon
            variant="default"
            size={40}
            radius="xl"
            aria-label="Previous day"
            onClick={() => onChange(addDays(day, -1))}
          >
            <IconChevronLeft size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <div className={classes.label}>
          <Text fw={700} size="lg" c="navy.8" aria-live="polite" className={classes.day}>
            {longDay(day)}
          </Text>
          {isToday ? (
            <Text size="xs" c="khaki.8" fw={700} tt="uppercase" className={classes.today}>
              Today
            </Text>
          ) : null}
        </div>
        <Tooltip label="Next day" withinPortal={false}>
          <ActionIcon
            variant="default"
            size={40}
            radius="xl"
            aria-label="Next day"
            onClick={() => onChange(addDays(day, 1))}
          >
            <IconChevronRight size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap="xs" wrap="nowrap" className={classes.jump}>
        {isToday ? null : (
          <Button variant="light" size="sm" onClick={() => onChange(today)}>
            Today
          </Button>
        )}
        <input
          ref={picker}
          id={id}
          type="date"
          className={classes.input}
          value={isoDay(day)}
          aria-label="Choose date"
          tabIndex={-1}
          onChange={(event) => {
            const chosen = parseIsoDay(event.currentTarget.value);
            if (chosen) onChange(chosen);
          }}
        />
        <Button
          variant="default"
          size="sm"
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          onClick={openPicker}
          aria-controls={id}
        >
          Choose date
        </Button>
      </Group>
    </Paper>
  );
}
