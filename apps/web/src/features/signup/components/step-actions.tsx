import { Button, Flex, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { stepPath } from '../signup-steps';

interface StepActionsProps {
  /** The route of the previous step (a Back link), if any. */
  backTo?: number;
  submitLabel?: string;
  busy?: boolean;
  /** Text of the submit button while busy (docs/product/errors.md gives some). */
  busyLabel?: string;
  disabled?: boolean;
}

/** The row at the foot of each step: Back on the left, the submit button (NEXT) on the right. */
export function StepActions({
  backTo,
  submitLabel = 'NEXT',
  busy = false,
  busyLabel,
  disabled = false,
}: StepActionsProps) {
  return (
    // On a phone the submit button takes the whole width above Back; side by side from 576 px.
    <Flex
      direction={{ base: 'column-reverse', xs: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', xs: 'center' }}
      gap="sm"
      mt="xs"
    >
      {backTo ? (
        <Button
          component={Link}
          to={stepPath(backTo)}
          variant="subtle"
          color="navy"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          px="xs"
        >
          Back
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <Button
        type="submit"
        size="md"
        miw={140}
        disabled={disabled || busy}
        leftSection={busy ? <Loader size={16} aria-hidden="true" /> : null}
      >
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </Flex>
  );
}
