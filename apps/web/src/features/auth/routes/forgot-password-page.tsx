import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { MSG } from '@keh/contracts';
import { AuthCard } from '../../../components/auth-card';
import { ForgotEmailForm } from '../components/forgot-email-form';
import { NewPasswordForm } from '../components/new-password-form';

const backToLogin = (
  <Text size="sm">
    Remembered it?{' '}
    <Anchor component={Link} to="/login/1" fw={600}>
      Back to login
    </Anchor>
  </Text>
);

/** /forgot-password/:step, steps 1 to 3 (docs/product/screens.md). */
export function ForgotPasswordPage() {
  const { step } = useParams();
  if (step === '1') return <StepOne />;
  if (step === '2') return <StepTwo />;
  if (step === '3') return <StepThree />;
  return <Navigate to="/forgot-password/1" replace />;
}

function StepOne() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the e-mail address of your account and we will send you a link to create a new password."
      footer={backToLogin}
    >
      <ForgotEmailForm />
    </AuthCard>
  );
}

function StepTwo() {
  const location = useLocation();
  const state = location.state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : null;
  return (
    <AuthCard title="Verify Email" footer={backToLogin}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="navy" aria-hidden="true">
          <IconMailOpened size={34} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          Please, check your email.
        </Text>
        <Text c="dimmed" size="sm">
          {email ? (
            <>
              If <strong>{email}</strong> belongs to an account, it will receive a link to create a new
              password.
            </>
          ) : (
            'We have sent you a link to create a new password.'
          )}{' '}
          The link works for a limited time.
        </Text>
        <Button component={Link} to="/forgot-password/1" variant="default" mt="xs">
          Send the link again
        </Button>
      </Stack>
    </AuthCard>
  );
}

function StepThree() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthCard
      title="Create a new password"
      description={email ? <>For {email}</> : undefined}
      footer={backToLogin}
    >
      {email && token ? (
        <NewPasswordForm email={email} token={token} />
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" c="red.9">
              {MSG.resetTokenInvalid}
            </Text>
          </Alert>
          <Button component={Link} to="/forgot-password/1">
            Request a new link
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
