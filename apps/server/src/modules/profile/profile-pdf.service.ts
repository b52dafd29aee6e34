import { IDEA_LABELS, surveyVisibility } from '@keh/contracts';
import type { AppContext } from '../../context';
import { renderPdf, type PdfBlock } from '../../lib/pdf/pdf';
import { fullName, type UserRow } from '../users/users.repository';
import { memberSurveyService } from '../survey/member-survey.service';
import { surveyService } from '../survey/survey.service';
import { profileService } from './profile.service';

const field = (label: string, text: string | null | undefined): PdfBlock => ({
  kind: 'field',
  label,
  text: text ?? null,
});
const LETTERS = ['a', 'b', 'c'];

/** The profile PDFs (spec: survey, details, questionnaire blank and filled), generated with the person's data. */
export const profilePdfService = (ctx: AppContext) => ({
  async details(u: UserRow) {
    const sector = await surveyService(ctx.db).sectorName(u.businessSectorId);
    return renderPdf(`Details of ${fullName(u)}`, [
      field('First name', u.firstName),
      field('Last name', u.lastName),
      field('Email', u.email),
      field('Date of birth', u.birthday),
      field('Location', u.location),
      field('Post code', u.postCode),
      field('Contact number', u.contactNumber),
      field('Business or employer', u.businessName),
      field('Position', u.positionWithinBusiness),
      field('Business sector', sector),
      field('LinkedIn', u.linkedin),
      field('Website', u.businessWebsite),
      { kind: 'meta', text: `Generated ${new Date().toISOString().slice(0, 10)}` },
    ]);
  },

  async survey(u: UserRow) {
    const s = await profileService(ctx).surveyDetails(u);
    const member = u.type === 'mentee';
    // A Member's PDF shows only the fields their service shows (docs/product/validation.md), as My Survey does.
    const shown = surveyVisibility(s.service?.id, s.business_status);
    const when = (show: boolean, ...items: PdfBlock[]) => (show ? items : []);
    const blocks: PdfBlock[] = [
      { kind: 'heading', text: fullName(u) },
      field('Service connection', s.service_connection?.name),
      field('Service type', s.service_type?.name),
      ...when(!member || shown.discover, field('Discover type', s.discover_type?.name)),
    ];
    if (member) {
      blocks.push(
        field('Service received', s.service?.name),
        ...when(
          shown.course,
          field('Course name', s.course_name),
          field('Course dates', s.course_date_from && `${s.course_date_from} to ${s.course_date_to ?? ''}`),
        ),
        ...when(
          shown.loan,
          field('Loan amount (pounds)', s.loan_amount),
          field('Business status', s.business_status),
        ),
        ...when(shown.discover, field('Idea or trading', s.business_type)),
        ...when(shown.referred, field('Referred by', s.referred_text)),
        field('Business start date', s.business_start_date),
        field('Business description', s.business_description),
        ...when(shown.companyNumber, field('Company number', s.company_number)),
        field('Website', s.business_website),
        field('Twitter', s.business_twitter),
        field('Facebook', s.business_facebook),
        field('Instagram', s.business_instagram),
        field('LinkedIn', s.business_linkedin),
      );
    }
    return renderPdf(`Survey of ${fullName(u)}`, blocks);
  },

  /** The questionnaire, with the person's answers marked, or blank to fill in by hand. */
  async questionnaire(u: UserRow, filled: boolean) {
    const blocks: PdfBlock[] = [];
    if (filled) {
      const v = await memberSurveyService(ctx).view(u);
      blocks.push({ kind: 'meta', text: `${fullName(u)} — ${v.answered} of 19 questions answered` });
      for (const g of v.groups) {
        blocks.push({ kind: 'heading', text: g.name });
        for (const q of g.questions) {
          blocks.push({ kind: 'paragraph', text: q.question });
          for (const o of q.options)
            blocks.push({
              kind: 'paragraph',
              text: `${q.answer === o.value ? '[x]' : '[ ]'} ${o.key}) ${o.text}`,
            });
          if (q.explanation) blocks.push(field('Explanation', q.explanation));
        }
      }
      blocks.push({ kind: 'heading', text: 'Business Idea Overview' });
      for (const i of v.business_idea_overview) blocks.push(field(i.label, i.answer));
    } else {
      const { assess } = await surveyService(ctx.db).options();
      let group = -1;
      for (const q of assess) {
        if (q.group.id !== group) blocks.push({ kind: 'heading', text: q.group.name });
        group = q.group.id;
        blocks.push({ kind: 'paragraph', text: q.question });
        for (const [i, o] of q.options.entries())
          blocks.push({ kind: 'paragraph', text: `[ ] ${LETTERS[i]}) ${o.text}` });
        blocks.push(field('Explanation (optional)', null));
      }
      blocks.push({ kind: 'heading', text: 'Business Idea Overview' });
      for (const label of Object.values(IDEA_LABELS)) blocks.push(field(label, null));
    }
    return renderPdf(filled ? `Assess Yourself — ${fullName(u)}` : 'Assess Yourself questionnaire', blocks);
  },
});
