import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { CodeEntry } from '../../../components/code-entry';
import { getDraft, isEmailVerified, normaliseEmail, reachStep, updateDraft } from '../signup-draft';
import { stepPath } from '../signup-steps';

interface VerifyStepProps {
  /** Where to go once verified (default step 4). */
  resumeTo?: number;
}

/** Step 3 'Verify Email': the fourth digit confirms the code automatically. */
export function VerifyStep({ resumeTo }: VerifyStepProps) {
  const navigate = useNavigate();
  const draft = getDraft();
  const email = normaliseEmail(draft.values.email);
  const [verified] = useState(() => isEmailVerified(draft));

  const proceed = async () => {
    reachStep(4);
    await navigate(stepPath(resumeTo ?? 4));
  };

  if (verified) {
    return (
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="green.7" aria-hidden="true">
            <IconCircleCheck size={24} />
          </ThemeIcon>
          <Text>
            <strong>{email}</strong> is verified.
          </Text>
        </Group>
        <Group justify="space-between" w="100%">
          <Anchor component={Link} to={stepPath(2)} size="sm">
            Change email
          </Anchor>
          <Button size="md" miw={140} onClick={() => void proceed()}>
            NEXT
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        We sent a four-digit code to <strong>{email}</strong>. Type it below; the fourth digit confirms it.
      </Text>
      <CodeEntry
        email={email}
        changeEmailTo={stepPath(2)}
        onConfirmed={async () => {
          updateDraft({ verifiedEmail: email });
          await proceed();
        }}
      />
    </Stack>
  );
}
