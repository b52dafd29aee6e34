import { LegalDocumentView } from '../components/legal-document-view';
import { termsAndConditions } from '../content/terms-and-conditions';

export function TermsAndConditionsPage() {
  return (
    <LegalDocumentView
      document={termsAndConditions}
      related={{ to: '/privacy-policy', label: 'Privacy Policy' }}
    />
  );
}
