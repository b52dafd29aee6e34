import { DOCUMENT_VERSIONS, type MemberRole } from '@keh/contracts';
import type { NewConsent } from './consents.repository';

/** How a consent names the agreement a person accepted (its PDF is in their data export). */
export const agreementReference = (acceptanceId: number) => `agreement:${acceptanceId}`;

/**
 * Sign-up's consents: the one "I accept the Terms of Service & Privacy Policy" box gives two, each
 * with its version, and the role's agreement a third, naming the accepted text.
 */
export const signUpConsents = (
  role: MemberRole,
  agreementVersion: string,
  acceptanceId: number,
): NewConsent[] => [
  { document: 'terms', version: DOCUMENT_VERSIONS.terms, context: 'sign_up' },
  { document: 'privacy', version: DOCUMENT_VERSIONS.privacy, context: 'sign_up' },
  {
    document: role === 'mentor' ? 'captain_terms' : 'member_agreement',
    version: agreementVersion,
    context: 'sign_up',
    reference: agreementReference(acceptanceId),
  },
];

/** A change of the e-mail settings: what the person chose, under the privacy policy in force. */
export const emailSettingsConsent = (flags: Record<string, boolean>): NewConsent => ({
  document: 'email_notifications',
  version: DOCUMENT_VERSIONS.privacy,
  context: 'email_settings',
  details: flags,
});

/** Linking a LinkedIn account to sign in with. */
export const linkedinConsent = (): NewConsent => ({
  document: 'linkedin',
  version: DOCUMENT_VERSIONS.privacy,
  context: 'linkedin_linking',
});
