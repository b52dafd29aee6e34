import { Text } from '@mantine/core';

/** A field label with a quiet '(optional)' after it. */
export function optionalLabel(label: string) {
  return (
    <>
      {label}{' '}
      <Text span c="dimmed" fz="xs" fw={400}>
        (optional)
      </Text>
    </>
  );
}
