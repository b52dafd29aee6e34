import { z } from 'zod';
import {
  BUSINESS_TYPES,
  MAX_CV_BYTES,
  MAX_IMAGE_BYTES,
  MSG,
  SERVICE_LOAN,
  SERVICE_NO_COURSE,
  SERVICE_REFERRED,
  fields,
  idSchema,
  menteeSurveyStep,
  signupStep5,
} from '@keh/contracts';
import { IMAGE_TYPES, PDF_TYPES, checkFile, type FileRule } from '../../components/file-picker';

/**
 * Web-side forms of the steps the contracts do not give whole: built from the contracts'
 * field atoms, so every rule and message is still the shared one.
 */
export const AVATAR_RULE: FileRule = {
  types: IMAGE_TYPES,
  maxBytes: MAX_IMAGE_BYTES,
  typeMessage: MSG.imageType,
};
export const CV_RULE: FileRule = { types: PDF_TYPES, maxBytes: MAX_CV_BYTES, typeMessage: MSG.pdfType };

const fileMatching = (rule: FileRule) => (file: File, ctx: z.RefinementCtx) => {
  const problem = checkFile(file, rule);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

export const avatarField = z
  .custom<File>(isFile, { error: MSG.required })
  .superRefine(fileMatching(AVATAR_RULE));
export const cvField = z
  .custom<File | null>((value) => value === null || value === undefined || isFile(value))
  .superRefine((file, ctx) => {
    if (file) fileMatching(CV_RULE)(file, ctx);
  });

/** Step 5: the profile with the avatar. */
export const profileForm = signupStep5.extend({ avatar: avatarField });

/** Step 6 for a Member: course fields only when the service is not 11; the course ends after it starts. */
export const menteeSurveyForm = z
  .preprocess((value) => {
    if (typeof value !== 'object' || value === null) return value;
    const v = value as Record<string, unknown>;
    if (Number(v.service) !== SERVICE_NO_COURSE) return v;
    return { ...v, courseName: undefined, course_date_from: undefined, course_date_to: undefined };
  }, menteeSurveyStep)
  .superRefine((v, ctx) => {
    if (v.course_date_from && v.course_date_to && v.course_date_to < v.course_date_from) {
      ctx.addIssue({ code: 'custom', path: ['course_date_to'], message: MSG.invalidDate });
    }
  });

/** Step 7 for a Member: the fields the service shows (spec section 5). */
export function businessForm(service: number) {
  const shape = {
    businessStartDate: fields.optionalDate,
    businessDescription: fields.optionalText(),
    businessSector: idSchema(),
    companyNumber: fields.optionalText(20),
    businessWebsite: fields.url,
    businessTwitter: fields.url,
    businessFacebook: fields.url,
    businessInstagram: fields.url,
    linkedin_business: fields.url,
    signupWantQuest: z.enum(['yes', 'no'], { error: MSG.required }),
    cv: cvField.optional(),
    ...(service === SERVICE_NO_COURSE
      ? {
          discover_types_mentee: idSchema(),
          business_type: z.enum(BUSINESS_TYPES, { error: MSG.required }),
        }
      : {}),
    ...(service === SERVICE_REFERRED ? { referred_text: fields.optionalText(500) } : {}),
    ...(service === SERVICE_LOAN
      ? { loanAmount: fields.loanAmount, businessStatus: fields.businessStatus }
      : {}),
  };
  // No company number for a Sole Trader.
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null) return value;
    const v = value as Record<string, unknown>;
    return service === SERVICE_LOAN && v.businessStatus === 'Sole Trader'
      ? { ...v, companyNumber: undefined }
      : v;
  }, z.object(shape));
}

export const agreementForm = z.object({ acceptAgreement: fields.acceptAgreement });

/** Field -> first message of a failed parse (for checking a whole draft before the final submit). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}
