import { useEffect } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { useSession } from '../../../lib/session';
import { openNewSession } from '../new-session';
import { clearDraft } from '../signup-draft';
import { playSuccessChime } from '../success-chime';

/**
 * /sign-up-complete: 'Registration completed' and DONE (docs/product/screens.md); the chime plays after 1 s (docs/product/limits.md).
 * Registration signed the person in, so DONE takes a new Member to the Welcome choice and their
 * matches, a new Captain to their profile with what to complete; without a session, to login.
 */
export function SignUpCompletePage() {
  const location = useLocation();
  const session = useSession();
  const state = (location.state ?? {}) as { firstName?: unknown; role?: unknown };
  const firstName = typeof state.firstName === 'string' ? state.firstName : '';
  const role = state.role === 'mentor' || state.role === 'mentee' ? state.role : null;
  const signedInAs = session?.user.type ?? null;
  const next =
    signedInAs === 'mentee'
      ? '/mentors/matching'
      : signedInAs === 'mentor'
        ? '/my/profile'
        : signedInAs
          ? '/my/events'
          : '/login/1';

  useEffect(() => {
    // Arrived from the final step: the journey is over, forget its draft, open the new session.
    if (role) clearDraft();
    openNewSession();
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
          {signedInAs === 'mentor'
            ? 'Your Business Captain account is ready and you are signed in. Next, finish your profile so Members can see the experience they need.'
            : signedInAs === 'mentee'
              ? 'Your Member account is ready and you are signed in. Next, find a Business Captain who fits your business.'
              : signedInAs
                ? 'You are signed in.'
                : 'Your account is ready. Sign in to get started.'}
        </Text>
        <Button component={Link} to={next} replace size="md" fullWidth mt="xs">
          DONE
        </Button>
      </Stack>
    </AuthCard>
  );
}
