import { useState, type KeyboardEvent } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { MSG, type loginBody } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { sendOtp } from '../../../lib/otp';
import { getPendingEmail, keepPendingLogin } from '../pending-login';
import { LinkedInButton } from './linkedin-button';
import { VerifyLoginStep } from './verify-login-step';

type LoginInput = z.input<typeof loginBody>;
type LoginOutput = z.output<typeof loginBody>;

/** The login schema and zod arrive with the first validation (the form shows without them). */
const loginResolver = lazyResolver<LoginInput, LoginOutput>(async () => {
  const [{ zodResolver }, { loginBody }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@keh/contracts/auth'),
  ]);
  return zodResolver(loginBody);
});

interface LoginFormProps {
  /** Shown when the user came back here after a failed login at step 2. */
  loginError: string | null;
  /** The e-mail to start with (after a failed login the kept login is gone). */
  initialEmail: string | null;
}

/** Login step 1: e-mail and password; once the server finds both right it sends a code, and step 2 opens. */
export function LoginForm({ loginError, initialEmail }: LoginFormProps) {
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>(loginError ? [loginError] : []);
  const form = useForm<LoginInput, unknown, LoginOutput>({
    mode: 'onTouched',
    resolver: loginResolver,
    defaultValues: { email: initialEmail ?? getPendingEmail() ?? '', password: '' },
  });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: (values: LoginOutput) => sendOtp(values.email, values.password),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    void VerifyLoginStep.preload().catch(() => undefined); // step 2, while the code is sent
    try {
      // The server checks e-mail and password first and mails the code only when both are right.
      await send.mutateAsync(values);
      keepPendingLogin(values.email, values.password);
      await navigate('/login/2');
    } catch (error) {
      // One message for either being wrong: above the form, not under one field.
      if (isApiError(error) && error.message === MSG.loginFailed) setMessages([MSG.loginFailed]);
      else setMessages(applyServerErrors(error, form.setError, ['email', 'password']));
    }
  });

  // Enter submits (the browser does it); Shift+Enter does not (docs/product/validation.md).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.shiftKey) event.preventDefault();
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} onFocus={loginResolver.preload}>
      <Stack gap="md">
        <FormAlert messages={messages} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/forgot-password/1" size="sm">
            Forgot Password?
          </Anchor>
        </Group>
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={hasErrors || send.isPending}
          leftSection={send.isPending ? <Loader size={16} color="navy.7" aria-hidden="true" /> : null}
        >
          {send.isPending ? 'Sending code to your email' : 'LOGIN'}
        </Button>
        <LinkedInButton label="Sign in with LinkedIn" />
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/sign-up/1" fw={600}>
            Sign up here
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
