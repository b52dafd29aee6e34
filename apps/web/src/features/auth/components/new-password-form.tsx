import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { MSG, newPasswordForm } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { updatePassword } from '../api/auth-api';

type Input = z.input<typeof newPasswordForm>;
type Output = z.output<typeof newPasswordForm>;

interface NewPasswordFormProps {
  email: string;
  token: string;
}

/** Forgot password step 3: the new password twice; each server message is shown. */
export function NewPasswordForm({ email, token }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<Input, unknown, Output>({
    mode: 'onTouched',
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const update = useMutation({ mutationFn: updatePassword });

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      const result = await update.mutateAsync({ email, token, password: values.password });
      notifications.show({
        color: 'green',
        title: 'Password updated',
        message: `${result.message || MSG.passwordUpdated} You can now log in with your new password.`,
      });
      await navigate('/login/1', { replace: true });
    } catch (error) {
      setMessages(applyServerErrors(error, form.setError, ['password', 'password_confirmation']));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <FormAlert messages={messages} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          description="At least 8 characters, one capital letter and two digits."
          error={errors.password?.message}
          {...form.register('password', {
            onChange: () => {
              if (form.getFieldState('password_confirmation').isTouched)
                void form.trigger('password_confirmation');
            },
          })}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={Object.keys(errors).length > 0 || update.isPending}
          leftSection={update.isPending ? <Loader size={16} aria-hidden="true" /> : null}
        >
          SAVE PASSWORD
        </Button>
      </Stack>
    </form>
  );
}
