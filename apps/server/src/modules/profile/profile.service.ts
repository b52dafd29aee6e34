import {
  MAX_CV_BYTES,
  MAX_IMAGE_BYTES,
  MSG,
  applySurveyRules,
  type DetailsBody,
  type EmailSettings,
  type ExperienceBody,
  type MentorSettingsBody,
  type SurveyDetails,
  type SurveyDetailsBody,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { checkPdf, processImage } from '../../lib/uploads';
import { usersRepository, type UserRow } from '../users/users.repository';
import { otpService } from '../auth/otp.service';
import { surveyService } from '../survey/survey.service';
import { toExperienceItem, userProfileService } from './user-profile.service';
import { profileRepository } from './profile.repository';
import { memberSurveyColumns } from '../survey/survey-values';
import { filesService } from '../files/files.service';
import { consentsService } from '../privacy/consents.service';
import { emailSettingsConsent } from '../privacy/consent-records';

const IMAGE_SIDE = { avatar: 800, bgImage: 2000 } as const;
const named = (x: { id: number | null; name: string | null } | null) =>
  x?.id ? { id: x.id, name: x.name ?? '' } : null;

/** Everything a person keeps about themselves (docs/product/entities.md: Details, Survey details, Experience…). */
export const profileService = (ctx: AppContext) => {
  const repo = profileRepository(ctx.db);
  const users = userProfileService(ctx.db);
  const people = usersRepository(ctx.db);

  const files = filesService(ctx);

  async function checkReferences(...args: Parameters<ReturnType<typeof surveyService>['unknownReferences']>) {
    const errors = await surveyService(ctx.db).unknownReferences(...args);
    if (Object.keys(errors).length) throw invalid(errors);
  }

  return {
    async details(user: UserRow, body: DetailsBody) {
      // Everything that can fail is checked before a new address's code is spent.
      await checkReferences([['business_sector_id', 'businessSectors', body.business_sector_id]]);
      if (body.cv) await files.assertRoom(user.id, 'cv', body.cv.byteLength, [user.cv]);
      const cv = body.cv ? await checkPdf('cv', body.cv, MAX_CV_BYTES) : null;
      if (body.email !== user.email) {
        if (await people.emailTakenByOther(body.email, user.id)) throw invalid({ email: MSG.emailTaken });
        // A new address must be verified with a code first, as at sign-up.
        if (!(await otpService(ctx).consume(body.email))) throw invalid({ email: MSG.emailNotVerified });
      }
      const cvKey = cv ? await files.store(user.id, 'cv', 'cv', 'files', 'pdf', cv, [user.cv]) : undefined;
      const updated = await people.update(user.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        birthday: body.birthday ?? null,
        location: body.location ?? null,
        postCode: body.post_code ?? null,
        contactNumber: body.contact_number ?? null,
        businessName: body.business_name ?? null,
        positionWithinBusiness: body.position_within_business ?? null,
        businessSectorId: body.business_sector_id ?? null,
        linkedin: body.linkedin ?? null,
        businessWebsite: body.business_website ?? null,
        ...(cvKey && { cv: cvKey }),
      });
      // The CV replaced leaves storage once the new one is saved.
      if (cvKey) await files.release(user.id, [user.cv]);
      return users.profile(updated);
    },

    async image(user: UserRow, kind: 'avatar' | 'bgImage', data: Uint8Array) {
      const field = kind === 'avatar' ? 'avatar' : 'bg_image';
      const use = kind === 'avatar' ? 'avatar' : 'cover';
      await files.assertRoom(user.id, field, data.byteLength, [user[kind]]);
      const img = await processImage(field, data, { maxBytes: MAX_IMAGE_BYTES, maxSide: IMAGE_SIDE[kind] });
      const key = await files.store(user.id, use, field, 'images', img.ext, img.data, [user[kind]]);
      const updated = await people.update(user.id, { [kind]: ctx.storage.publicUrl(key) });
      await files.release(user.id, [user[kind]]);
      return users.profile(updated);
    },

    async professionalExperience(user: UserRow, html: string) {
      const clean = sanitizeRichText(html);
      return users.profile(await people.update(user.id, { professionalExperience: clean || null }));
    },

    async addExperience(user: UserRow, b: ExperienceBody) {
      const row = await repo.insertExperience({
        userId: user.id,
        companyName: b.company_name,
        practice: b.practice,
        startDate: b.date_from,
        finishDate: b.date_to ?? null,
        current: b.current,
      });
      return toExperienceItem(row);
    },

    async updateExperience(user: UserRow, id: number, b: ExperienceBody) {
      const row = await repo.updateExperience(user.id, id, {
        companyName: b.company_name,
        practice: b.practice,
        startDate: b.date_from,
        finishDate: b.date_to ?? null,
        current: b.current,
      });
      if (!row) throw notFound();
      return toExperienceItem(row);
    },

    async deleteExperience(user: UserRow, id: number) {
      if (!(await repo.deleteExperience(user.id, id))) throw notFound();
    },

    async otherExpertise(user: UserRow, name: string, add: boolean) {
      await (add ? repo.addOtherExpertise(user.id, name) : repo.removeOtherExpertise(user.id, name));
      return users.profile(user);
    },

    async specialization(user: UserRow, id: number, add: boolean) {
      if (!(await surveyService(ctx.db).hasSpecialization(id))) throw notFound();
      await (add ? repo.addSpecialization(user.id, id) : repo.removeSpecialization(user.id, id));
      return users.profile(user);
    },

    async skill(user: UserRow, id: number, add: boolean) {
      if (!(await surveyService(ctx.db).hasSkill(id))) throw notFound();
      await (add ? repo.addSkill(user.id, id) : repo.removeSkill(user.id, id));
      return users.profile(user);
    },

    async surveyDetails(user: UserRow): Promise<SurveyDetails> {
      const row = await surveyService(ctx.db).details(user.id);
      const s = row?.survey;
      return {
        service_connection: named(row?.connection ?? null),
        service_type: named(row?.type ?? null),
        discover_type: named(row?.discover ?? null),
        service: named(row?.service ?? null),
        course_name: s?.courseName ?? null,
        course_date_from: s?.courseFrom ?? null,
        course_date_to: s?.courseTo ?? null,
        loan_amount: s?.loanAmount == null ? null : String(s.loanAmount),
        business_status: s?.businessStatus ?? null,
        business_type: s?.businessType ?? null,
        referred_text: s?.referredText ?? null,
        business_start_date: s?.businessStartDate ?? null,
        business_description: s?.businessDescription ?? null,
        company_number: s?.companyNumber ?? null,
        business_website: user.businessWebsite,
        business_twitter: s?.businessTwitter ?? null,
        business_facebook: s?.businessFacebook ?? null,
        business_instagram: s?.businessInstagram ?? null,
        business_linkedin: s?.businessLinkedin ?? null,
      };
    },

    async saveSurveyDetails(user: UserRow, raw: SurveyDetailsBody) {
      const isMentee = user.type === 'mentee';
      if (isMentee && !raw.service_id) throw invalid({ service_id: MSG.required });
      if (!isMentee && !raw.discover_type_id) throw invalid({ discover_type_id: MSG.required });
      const b = isMentee ? applySurveyRules(raw) : raw;
      await checkReferences(
        [
          ['service_connection_id', 'serviceConnections', b.service_connection_id],
          ['service_type_id', 'serviceTypes', b.service_type_id],
          ['service_id', 'services', b.service_id],
        ],
        { id: b.discover_type_id, role: isMentee ? 'mentee' : 'mentor' },
      );
      await ctx.db.transaction(async (tx) => {
        await surveyService(tx).saveDetails(user.id, {
          serviceConnectionId: b.service_connection_id,
          serviceTypeId: b.service_type_id,
          discoverTypeId: b.discover_type_id ?? null,
          ...(isMentee &&
            memberSurveyColumns({
              ...b,
              course_from: b.course_date_from,
              course_to: b.course_date_to,
            })),
        });
        if (b.business_website !== undefined)
          await usersRepository(tx).update(user.id, { businessWebsite: b.business_website });
      });
      return this.surveyDetails({ ...user, businessWebsite: b.business_website ?? user.businessWebsite });
    },

    async mentorSettings(user: UserRow, b: MentorSettingsBody) {
      return users.profile(
        await people.update(user.id, {
          menteesLimit: b.mentees_limit,
          disableMentoringRequests: b.disable_mentoring_requests,
          acceptChats: b.accept_chats,
          sharingInformation: true,
        }),
      );
    },

    emailSettings: (u: UserRow): EmailSettings => ({
      feed_notifications: u.feedNotifications ? 1 : 0,
      chat_notifications: u.chatNotifications ? 1 : 0,
      system_notifications: u.systemNotifications ? 1 : 0,
      weekly_newsletters: u.weeklyNewsletters ? 1 : 0,
    }),

    async saveEmailSettings(
      user: UserRow,
      q: { feed?: boolean; chat?: boolean; system?: boolean; weekly?: boolean },
    ) {
      const updated = await people.update(user.id, {
        ...(q.feed !== undefined && { feedNotifications: q.feed }),
        ...(q.chat !== undefined && { chatNotifications: q.chat }),
        ...(q.system !== undefined && { systemNotifications: q.system }),
        ...(q.weekly !== undefined && { weeklyNewsletters: q.weekly }),
      });
      const settings = this.emailSettings(updated);
      await consentsService(ctx.db).record(user.id, [
        emailSettingsConsent(Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, v === 1]))),
      ]);
      return settings;
    },
  };
};
