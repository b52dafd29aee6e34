import type { Agreement, MemberRole } from '@keh/contracts';
import { AGREEMENTS } from './agreement-texts';
import { renderPdf, textToBlocks } from '../../lib/pdf/pdf';

export interface AgreementParty {
  first_name: string;
  last_name: string;
  email: string;
  business_name: string;
}

const today = () =>
  new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The role's agreement text with the person's details filled in (plain text, never HTML). */
export function personalisedAgreement(role: MemberRole, party: AgreementParty): Agreement {
  const doc = AGREEMENTS[role];
  const values: Record<string, string> = {
    first_name: party.first_name || '[first name]',
    last_name: party.last_name || '[last name]',
    email: party.email || '[e-mail]',
    business_name: party.business_name || '[business name]',
    date: today(),
  };
  const text = doc.body.replace(/\{\{(\w+)\}\}/g, (_: string, key: string) => values[key] ?? '');
  return { title: doc.title, version: doc.version, text };
}

/** The personalised agreement as an A4 PDF. */
export async function agreementPdf(role: MemberRole, party: AgreementParty) {
  const doc = personalisedAgreement(role, party);
  return renderPdf(doc.title, [...textToBlocks(doc.text), { kind: 'meta', text: `Version ${doc.version}` }]);
}

/** An accepted agreement, as it was accepted (its kept text and version), as an A4 PDF. */
export async function acceptedAgreementPdf(role: MemberRole, text: string, version: string) {
  return renderPdf(AGREEMENTS[role].title, [
    ...textToBlocks(text),
    { kind: 'meta', text: `Version ${version}` },
  ]);
}
