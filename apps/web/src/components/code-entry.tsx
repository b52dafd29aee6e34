import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MSG, otpSchema } from '@keh/contracts';
import { errorText, isApiError } from '../lib/api';
import { confirmOtp, sendOtp } from '../lib/otp';
import { CodeInput } from './code-input';

interface CodeEntryProps {
  /** The address the code went to. */
  email: string;
  /** Where 'Change email' leads (the step that asked for the address). */
  changeEmailTo: string;
  /** After the server confirmed the code: go on (the screen stays busy meanwhile). */
  onConfirmed: () => Promise<void>;
}

/**
 * The 'Verify Email' screen of login and sign-up (docs/product (screens and states)): the fourth digit
 * confirms the code; a refused code empties the boxes; 'Send again' mails a new one.
 */
export function CodeEntry({ email, changeEmailTo, onConfirmed }: CodeEntryProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = useMutation({ mutationFn: () => sendOtp(email) });

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
      // The code was refused: stay here and let the person type it again.
      setBusy(false);
      setError((isApiError(failure) && failure.fieldError('otp')) || errorText(failure));
      setCode('');
      return;
    }
    await onConfirmed();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(code);
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

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <CodeInput
          value={code}
          onChange={(value) => {
            setCode(value);
            if (value.length === 4) setError(null);
          }}
          onComplete={(value) => void submit(value)}
          // docs/product/validation.md: the message shows once the boxes are left with part of a code in them.
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
          <Anchor component={Link} to={changeEmailTo} size="sm">
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
