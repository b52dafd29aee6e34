import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandLinkedinFilled } from '@tabler/icons-react';
import { Suspense, use } from 'react';
import { authProviders, providerRedirectUrl } from '../api/provider-api';

/** LinkedIn's brand blue, for its logo beside the button's text. */
const LINKEDIN_BLUE = '#0A66C2';

interface LinkedInButtonProps {
  label: 'Sign in with LinkedIn' | 'Sign up with LinkedIn';
}

/**
 * 'Sign in with LinkedIn' under a divider, shown only when the server is configured for it
 * (GET auth/providers). A plain link: the server starts the sign-in and redirects to LinkedIn.
 */
export function LinkedInButton(props: LinkedInButtonProps) {
  return (
    <Suspense fallback={null}>
      <ConfiguredLinkedInButton {...props} />
    </Suspense>
  );
}

function ConfiguredLinkedInButton({ label }: LinkedInButtonProps) {
  if (!use(authProviders()).includes('linkedin')) return null;
  return (
    <Stack gap="md">
      <Divider label="or" labelPosition="center" />
      <Button
        component="a"
        href={providerRedirectUrl('linkedin')}
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconBrandLinkedinFilled size={22} color={LINKEDIN_BLUE} aria-hidden="true" />}
      >
        {label}
      </Button>
    </Stack>
  );
}
