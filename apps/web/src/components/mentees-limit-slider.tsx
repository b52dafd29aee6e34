import { useId, type ReactNode } from 'react';
import { Input, Slider, Stack } from '@mantine/core';
import { MENTEES_LIMIT } from '@keh/contracts';
import { countOf } from '../lib/counts';

const MARKS = Array.from({ length: MENTEES_LIMIT.max - MENTEES_LIMIT.min + 1 }, (_, i) => ({
  value: MENTEES_LIMIT.min + i,
  label: String(MENTEES_LIMIT.min + i),
}));

interface MenteesLimitSliderProps {
  value: number;
  onChange: (value: number) => void;
  /** When the thumb is let go (settings save then). */
  onChangeEnd?: (value: number) => void;
  onBlur?: () => void;
  description: ReactNode;
  error?: ReactNode;
  /** md beside other form fields (sign-up); sm in a settings card. */
  size?: 'sm' | 'md';
  maw?: number;
}

/** 'Limit of members', 1 to 5 (docs/product (validation and limits)): sign-up step 6 and a captain's settings. */
export function MenteesLimitSlider({
  value,
  onChange,
  onChangeEnd,
  onBlur,
  description,
  error,
  size = 'md',
  maw,
}: MenteesLimitSliderProps) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Input.Label id={labelId} size={size} component="span">
          Limit of members
        </Input.Label>
        <Input.Description size={size === 'md' ? 'md' : 'xs'}>{description}</Input.Description>
      </Stack>
      <Slider
        min={MENTEES_LIMIT.min}
        max={MENTEES_LIMIT.max}
        step={1}
        marks={MARKS}
        value={value}
        onChange={onChange}
        onChangeEnd={onChangeEnd}
        onBlur={onBlur}
        thumbLabel="Limit of members"
        thumbProps={{ 'aria-labelledby': labelId }}
        label={(n) => countOf(n, 'member')}
        mx={8}
        mb="lg"
        maw={maw}
      />
      {error ? (
        <Input.Error size={size} role="alert">
          {error}
        </Input.Error>
      ) : null}
    </Stack>
  );
}
