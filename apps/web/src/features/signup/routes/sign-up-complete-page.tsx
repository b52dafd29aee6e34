import { useEffect } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { clearDraft } from '../signup-draft';
import { playSuccessChime } from '../success-chime';

/** /sign-up-complete: 'Registration completed', a DONE button to login; the chime plays after 1 s (spec 9). */
export function SignUpCompletePage() {
  const location = useLocation();
  const state = (location.state ?? {}) as { firstName?: unknown; role?: unknown };
  const firstName = typeof state.firstName === 'string' ? state.firstName : '';
  const role = state.role === 'mentor' || state.role === 'mentee' ? state.role : null;

  useEffect(() => {
    // Arrived from the final step: the journey is over, forget its draft.
    if (role) clearDraft();
    const timer = window.setTimeout(playSuccessChime, 1000);
    return () => window.clearTimeout(timer);
  }, [role]);

  return (
    <AuthCard title="Registration completed">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="khaki.3" c="navy.9" aria-hidden="true">
          <IconConfetti size={40} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {firstName ? `Welcome aboard, ${firstName}!` : 'Welcome aboard!'}
        </Text>
        <Text c="dimmed" size="sm">
          {role === 'mentor'
            ? 'Your Business Captain account is ready. Sign in to set up your profile and meet the Members who need your experience.'
            : role === 'mentee'
              ? 'Your Member account is ready. Sign in to find a Business Captain who fits your business.'
              : 'Your account is ready. Sign in to get started.'}
        </Text>
        <Button component={Link} to="/login/1" size="md" fullWidth mt="xs">
          DONE
        </Button>
      </Stack>
    </AuthCard>
  );
}
