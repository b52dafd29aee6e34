import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Loader, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { resetPasswordBody } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { requestPasswordReset } from '../api/auth-api';

type Input = z.input<typeof resetPasswordBody>;
type Output = z.output<typeof resetPasswordBody>;

/** Forgot password step 1: ask for the reset link; 'Invalid user' shows under the field. */
export function ForgotEmailForm() {
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<Input, unknown, Output>({
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const reset = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      await reset.mutateAsync(values);
      await navigate('/forgot-password/2', { state: { email: values.email } });
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, ['email']);
      const errorMessage = isApiError(error) ? readErrorMessage(error.body) : null;
      if (errorMessage && !form.getFieldState('email').error) {
        form.setError('email', { type: 'server', message: errorMessage }, { shouldFocus: true });
        return;
      }
      setMessages(rest);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <FormAlert messages={messages} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={Object.keys(errors).length > 0 || reset.isPending}
          leftSection={reset.isPending ? <Loader size={16} aria-hidden="true" /> : null}
        >
          NEXT
        </Button>
      </Stack>
    </form>
  );
}

/** The reset call also answers `error_message` (docs/product/api.md). */
function readErrorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as { error_message?: unknown }).error_message;
  return typeof value === 'string' && value ? value : null;
}
