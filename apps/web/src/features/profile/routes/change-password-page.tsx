import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { changePasswordBody, MSG } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { SavingIndicator, type SavingStatus } from '../../../components/saving-indicator';
import { applyServerErrors } from '../../../lib/form-errors';
import { clearSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChangePassword } from '../api/profile-api';
import { noteSignOut } from '../../../lib/landing';

type Input = z.input<typeof changePasswordBody>;
type Output = z.output<typeof changePasswordBody>;
const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

/** /my/password: a successful change signs every session out, this one included. */
export function ChangePasswordPage() {
  usePageTitle('Change Password');
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const form = useForm<Input, unknown, Output>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordBody),
    defaultValues: { current_password: '', new_password: '', new_password_confirmation: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword();

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    setStatus('saving');
    try {
      const result = await change.mutateAsync(values);
      setStatus('saved');
      notifications.show({
        color: 'green',
        title: 'Password changed',
        message: `${result.message || MSG.passwordUpdated} Please log in again with your new password.`,
      });
      noteSignOut(); // signed out on purpose: the login page carries no destination
      clearSession();
      await navigate('/login/1', { replace: true });
    } catch (error) {
      setStatus('error');
      setMessages(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Change Password</Title>
        <Text c="dimmed" size="sm">
          After the change you will be signed out on every device, this one included.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520}>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <FormAlert messages={messages} />
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...form.register('current_password')}
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              description="At least 8 characters, one capital letter and two digits."
              error={errors.new_password?.message}
              {...form.register('new_password', {
                onChange: () => {
                  if (form.getFieldState('new_password_confirmation').isTouched) {
                    void form.trigger('new_password_confirmation');
                  }
                },
              })}
            />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              error={errors.new_password_confirmation?.message}
              {...form.register('new_password_confirmation')}
            />
            <Group justify="space-between" mt="xs">
              <SavingIndicator status={status} />
              <Button type="submit" disabled={Object.keys(errors).length > 0 || change.isPending}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
