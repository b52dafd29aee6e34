/** Product-wide constants shown in the interface (one place to change them). */
export const APP_NAME = 'X-Forces Knowledge Exchange Hub';

export const CONTACT = {
  phone: '0330 057 1235',
  phoneHref: 'tel:+443300571235',
  email: 'hello@knowledge-exchange-hub.org',
} as const;

export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'instagram';

export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'x', label: 'X', href: 'https://x.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
];
