/** A static legal page (privacy policy, terms and conditions). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** Human-readable issue date, e.g. '1 March 2025'. */
  issued: string;
  intro: string[];
  sections: LegalSection[];
}
