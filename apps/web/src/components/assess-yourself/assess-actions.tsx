import type { ReactNode } from 'react';
import { Flex } from '@mantine/core';

/** Back on the left and the main button on the right; on a phone the main button on top, full width. */
export function AssessActions({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column-reverse', xs: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', xs: 'center' }}
      gap="sm"
    >
      {back ?? <span aria-hidden="true" />}
      {children}
    </Flex>
  );
}
