import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { MSG } from '@keh/contracts';
import { CodeInput } from '../../../components/code-input';
import { errorText, isApiError } from '../../../lib/api';
import { confirmEmailCode, sendEmailCode } from '../api/profile-edit-api';

interface VerifyEmailPanelProps {
  email: string;
  verified: boolean;
  onVerified: (email: string) => void;
}

/** A changed e-mail address is confirmed with a four-digit code before My Details saves it. */
export function VerifyEmailPanel({ email, verified, onVerified }: VerifyEmailPanelProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (verified) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
        <Text size="sm" c="green.9">
          {email} is verified. Save your details to use it.
        </Text>
      </Alert>
    );
  }

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await sendEmailCode(email);
      setSentTo(email);
      setCode('');
    } catch (failure) {
      setError(
        isApiError(failure) ? (failure.fieldError('email') ?? errorText(failure)) : errorText(failure),
      );
    } finally {
      setSending(false);
    }
  };

  const confirm = async (value: string) => {
    setChecking(true);
    setError(null);
    try {
      await confirmEmailCode(email, value);
      onVerified(email);
    } catch (failure) {
      setCode('');
      setError(
        isApiError(failure) && failure.status === 422
          ? (failure.fieldError('otp') ?? MSG.codeInvalid)
          : errorText(failure),
      );
    } finally {
      setChecking(false);
    }
  };

  const codeSent = sentTo === email;
  return (
    <Alert
      color="khaki"
      variant="light"
      icon={<IconMailForward aria-hidden="true" />}
      title="Verify your new email"
    >
      <Stack gap="sm">
        <Text size="sm">
          {codeSent
            ? `We sent a four-digit code to ${email}. Enter it below.`
            : `You changed your email address. We'll send a four-digit code to ${email} to confirm it is yours.`}
        </Text>
        {codeSent ? (
          <CodeInput
            value={code}
            onChange={setCode}
            onComplete={(value) => void confirm(value)}
            error={error}
            disabled={checking}
          />
        ) : null}
        {!codeSent && error ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            size="sm"
            variant={codeSent ? 'default' : 'filled'}
            loading={sending}
            onClick={() => void send()}
          >
            {codeSent ? 'Send again' : 'Send code'}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
