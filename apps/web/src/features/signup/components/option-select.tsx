import type { ComponentProps } from 'react';
import { NativeSelect } from '@mantine/core';

interface OptionSelectProps extends Omit<ComponentProps<typeof NativeSelect>, 'data'> {
  options: readonly { id: number | string; name: string }[] | readonly string[];
  placeholder?: string;
}

/** A native select of reference options with an empty 'Choose…' entry first (works with register). */
export function OptionSelect({ options, placeholder = 'Choose one', ...props }: OptionSelectProps) {
  const data = [
    { value: '', label: placeholder, disabled: true },
    ...options.map((option) =>
      typeof option === 'string'
        ? { value: option, label: option }
        : { value: String(option.id), label: option.name },
    ),
  ];
  return <NativeSelect size="md" data={data} {...props} />;
}
