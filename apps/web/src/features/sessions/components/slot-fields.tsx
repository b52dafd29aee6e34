import { Group, Select } from '@mantine/core';
import { SESSION_LENGTHS } from '@keh/contracts';
import { DateTextInput } from '../../../components/date-text-input';
import { TimeTextInput } from '../../../components/time-text-input';

export interface SlotDraft {
  date: string;
  time: string;
  length: string;
}

export const emptySlot = (): SlotDraft => ({ date: '', time: '', length: '60' });
export const LENGTH_OPTIONS = SESSION_LENGTHS.map((n) => ({ value: String(n), label: `${n} minutes` }));

/** One time offered: date (dd/mm/yyyy), start (24-hour) and length, in the viewer's time zone. */
export function SlotFields({
  value,
  onChange,
  index,
  error,
}: {
  value: SlotDraft;
  onChange: (next: SlotDraft) => void;
  index: number;
  error?: string;
}) {
  const n = index + 1;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" data-testid={`slot-${index}`}>
      <DateTextInput
        label={`Date ${n}`}
        value={value.date}
        onChange={(e) => onChange({ ...value, date: e.currentTarget.value })}
        error={error}
        w={140}
        required
      />
      <TimeTextInput
        label="Start"
        value={value.time}
        onChange={(e) => onChange({ ...value, time: e.currentTarget.value })}
        w={90}
        required
      />
      <Select
        label="Length"
        data={LENGTH_OPTIONS}
        value={value.length}
        onChange={(v) => onChange({ ...value, length: v ?? '60' })}
        allowDeselect={false}
        w={140}
      />
    </Group>
  );
}
