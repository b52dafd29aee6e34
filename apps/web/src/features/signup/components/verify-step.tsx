import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { MSG, otpSchema } from '@keh/contracts';
import { CodeInput } from '../../../components/code-input';
import { errorText, isApiError } from '../../../lib/api';
import { confirmOtp, sendOtp } from '../api/signup-api';
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
  const email = normaliseEmail(draft.details.email);
  const [verified] = useState(() => isEmailVerified(draft));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = useMutation({ mutationFn: () => sendOtp(email) });
  const next = resumeTo ?? 4;

  const proceed = async () => {
    reachStep(4);
    await navigate(stepPath(next));
  };

  const submit = async (otp: string) => {
    if (busy) return;
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.codeLength);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await confirmOtp(email, parsed.data);
    } catch (failure) {
      setBusy(false);
      setError((isApiError(failure) && failure.fieldError('otp')) || errorText(failure));
      setCode('');
      return;
    }
    updateDraft({ verifiedEmail: email });
    await proceed();
  };

  const onResend = () => {
    setError(null);
    setCode('');
    resend.mutate(undefined, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Code sent',
          message: `We sent a new code to ${email}.`,
        }),
      onError: (failure) =>
        setError(isApiError(failure) ? (failure.fieldError('email') ?? errorText(failure)) : MSG.generic),
    });
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(code);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm">
          We sent a four-digit code to <strong>{email}</strong>. Type it below; the fourth digit confirms it.
        </Text>
        <CodeInput
          value={code}
          onChange={(value) => {
            setCode(value);
            if (value.length === 4) setError(null);
          }}
          onComplete={(value) => void submit(value)}
          onBlur={() => {
            if (code.length > 0 && code.length < 4 && !busy) setError(MSG.codeLength);
          }}
          error={error}
          disabled={busy}
        />
        {busy ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">Checking the code…</Text>
          </Group>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={stepPath(2)} size="sm">
            Change email
          </Anchor>
          <Button
            variant="light"
            onClick={onResend}
            disabled={resend.isPending || busy}
            leftSection={resend.isPending ? <Loader size={14} aria-hidden="true" /> : null}
          >
            {resend.isPending ? 'Waiting for code to be sent...' : 'Send again'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
