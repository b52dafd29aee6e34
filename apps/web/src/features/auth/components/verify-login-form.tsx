import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { MSG, otpSchema } from '@keh/contracts';
import { errorText, isApiError } from '../../../lib/api';
import { setSession } from '../../../lib/session';
import { confirmOtp, login, sendOtp } from '../api/auth-api';
import { clearPendingLogin } from '../pending-login';
import { CodeInput } from '../../../components/code-input';

interface VerifyLoginFormProps {
  email: string;
  password: string;
}

/** Login step 2: the fourth digit confirms the code, then logs in with the kept credentials. */
export function VerifyLoginForm({ email, password }: VerifyLoginFormProps) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const [busy, setBusy] = useState(false);
  const resend = useMutation({ mutationFn: () => sendOtp({ email }) });

  const submit = async (otp: string) => {
    if (busy) return;
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setTouched(true);
      setError(parsed.error.issues[0]?.message ?? MSG.codeLength);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await confirmOtp({ email, otp: parsed.data });
    } catch (failure) {
      // The code was refused: stay here and let the user type it again.
      setBusy(false);
      setError((isApiError(failure) && failure.fieldError('otp')) || errorText(failure));
      setCode('');
      return;
    }
    try {
      const user = await login({ email, password });
      setSession({
        token: user.token,
        user: {
          id: user.id,
          type: user.type,
          first_name: user.first_name,
          last_name: user.last_name,
          avatar: user.avatar,
        },
      });
      clearPendingLogin();
      await navigate('/my/events', { replace: true });
    } catch (failure) {
      // Spec section 4 and 8: the kept login is cleared and the user returns to step 1.
      clearPendingLogin();
      const loginError =
        isApiError(failure) && (failure.status === 422 || failure.status === 401)
          ? MSG.loginFailed
          : errorText(failure);
      await navigate('/login/1', { replace: true, state: { loginError, email } });
    }
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

  const onCodeChange = (value: string) => {
    setCode(value);
    if (touched && value.length === 4) setError(null);
  };

  const onBlur = () => {
    setTouched(true);
    if (code.length < 4 && !busy) setError(MSG.codeLength);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <CodeInput
          value={code}
          onChange={onCodeChange}
          onComplete={(value) => void submit(value)}
          onBlur={onBlur}
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
          <Anchor component={Link} to="/login/1" size="sm">
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
