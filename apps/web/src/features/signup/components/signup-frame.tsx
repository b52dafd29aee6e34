import type { ReactNode } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MemberRole } from '@keh/contracts';
import { AuthCard } from '../../../components/auth-card';
import { stepTitle } from '../signup-steps';
import { StepCounter } from './step-counter';

interface SignupFrameProps {
  route: number;
  role: MemberRole | null;
  description?: ReactNode;
  notice?: string;
  children: ReactNode;
}

/** The card every sign-up step sits in: the step counter, the step's title, a notice if any. */
export function SignupFrame({ route, role, description, notice, children }: SignupFrameProps) {
  return (
    <AuthCard
      size={route <= 4 ? 600 : 800}
      title={stepTitle(route, role)}
      description={description}
      top={<StepCounter route={route} role={role} />}
      footer={
        route <= 2 ? (
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/login/1" fw={600}>
              Sign in
            </Anchor>
          </Text>
        ) : undefined
      }
    >
      {notice ? (
        <Alert color="navy" variant="light" icon={<IconInfoCircle aria-hidden="true" />} role="status">
          <Text size="sm">{notice}</Text>
        </Alert>
      ) : null}
      {children}
    </AuthCard>
  );
}
