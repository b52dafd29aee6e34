import { LegalDocumentView } from '../components/legal-document-view';
import { privacyPolicy } from '../content/privacy-policy';

export function PrivacyPolicyPage() {
  return (
    <LegalDocumentView
      document={privacyPolicy}
      related={{ to: '/terms-and-conditions', label: 'Terms and Conditions' }}
    />
  );
}
