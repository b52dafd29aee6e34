import type { ComponentProps, ReactNode } from 'react';
import { NativeSelect, Text } from '@mantine/core';

interface OptionSelectProps extends Omit<ComponentProps<typeof NativeSelect>, 'data'> {
  options: readonly { id: number | string; name: string }[] | readonly string[];
  placeholder?: string;
  /** Let the person clear the choice (an optional field). */
  clearable?: boolean;
}

/** A native select of reference options with an empty 'Choose one' entry first (works with register). */
export function OptionSelect({
  options,
  placeholder = 'Choose one',
  clearable,
  ...props
}: OptionSelectProps) {
  const data = [
    { value: '', label: clearable ? 'Not set' : placeholder, disabled: !clearable },
    ...options.map((option) =>
      typeof option === 'string'
        ? { value: option, label: option }
        : { value: String(option.id), label: option.name },
    ),
  ];
  return <NativeSelect size="md" data={data} {...props} />;
}

/** A field label with a quiet '(optional)' after it. */
export function optionalLabel(label: string): ReactNode {
  return (
    <>
      {label}{' '}
      <Text span c="dimmed" fz="xs" fw={400}>
        (optional)
      </Text>
    </>
  );
}
