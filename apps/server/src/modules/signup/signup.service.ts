import {
  MAX_CV_BYTES,
  MAX_IMAGE_BYTES,
  MSG,
  type MenteeRegistration,
  type MentorRegistration,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import type { SignInClient } from '../../lib/sign-in-client';
import { hashPassword } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import { checkPdf, processImage } from '../../lib/uploads';
import { filesService } from '../files/files.service';
import { usersRepository } from '../users/users.repository';
import { authService } from '../auth/auth.service';
import { otpService } from '../auth/otp.service';
import { personalisedAgreement } from '../agreement/agreement.service';
import { ideaColumns, memberSurveyColumns } from '../survey/survey-values';
import { surveyService, type ReferenceCheck, type SurveyValues } from '../survey/survey.service';
import { chatService } from '../chat/chat.service';
import { memberSurveyService } from '../survey/member-survey.service';
import { consentsService } from '../privacy/consents.service';
import { signUpConsents } from '../privacy/consent-records';
import { signupRepository } from './signup.repository';
import { userProfileService } from '../profile/user-profile.service';

type Registration =
  { role: 'mentor'; body: MentorRegistration } | { role: 'mentee'; body: MenteeRegistration };

const unique = (ids: number[]) => [...new Set(ids)];

/** Registration: every rule of the shared schema, reference ids that exist, a verified address, one transaction. */
export const signupService = (ctx: AppContext) => {
  const survey = surveyService(ctx.db);

  /** Reference ids that exist, and answers to distinct questions; all failures reported at once. */
  async function validate({ role, body }: Registration) {
    const common: ReferenceCheck[] = [
      ['service_connection_id', 'serviceConnections', body.service_connection_id],
      ['service_type_id', 'serviceTypes', body.service_type_id],
    ];
    const discover = { id: body.discover_type_id, role };
    const errors =
      role === 'mentor'
        ? await survey.unknownReferences(
            [
              ...common,
              ['business_specializations', 'businessSpecializations', body.business_specializations],
              ['skills', 'skills', body.skills],
            ],
            discover,
          )
        : await survey.unknownReferences(
            [
              ...common,
              ['service_id', 'services', body.service_id],
              ['business_sector_id', 'businessSectors', body.business_sector_id],
              ['assess', 'assessQuestions', body.assess.map((a) => a.question_id)],
            ],
            discover,
          );
    if (role === 'mentee' && unique(body.assess.map((a) => a.question_id)).length !== body.assess.length) {
      errors.assess = MSG.unknownOption;
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  function surveyValues(r: Registration): SurveyValues {
    const base = {
      serviceConnectionId: r.body.service_connection_id,
      serviceTypeId: r.body.service_type_id,
      discoverTypeId: r.body.discover_type_id ?? null,
    };
    if (r.role === 'mentor') return base;
    return { ...base, ...memberSurveyColumns(r.body), ...ideaColumns(r.body) };
  }

  return {
    /**
     * The cheap refusals first (address free and verified, reference ids, file sizes and magic
     * bytes), then the expensive work (decoding the avatar, hashing the password).
     */
    async register(r: Registration, client: SignInClient) {
      const { role, body } = r;
      if (await usersRepository(ctx.db).emailExists(body.email)) throw invalid({ email: MSG.emailTaken });
      if (!(await otpService(ctx).isConfirmed(body.email))) throw invalid({ email: MSG.emailNotVerified });
      await validate(r);
      const cv = r.role === 'mentee' && r.body.cv ? await checkPdf('cv', r.body.cv, MAX_CV_BYTES) : null;
      const avatar = await processImage('avatar', body.avatar, { maxBytes: MAX_IMAGE_BYTES, maxSide: 800 });
      const passwordHash = await hashPassword(body.password);
      const agreement = personalisedAgreement(role, {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        business_name: body.business_name,
      });

      const stored: string[] = [];
      try {
        const avatarKey = await ctx.storage.put('images', avatar.ext, avatar.data);
        stored.push(avatarKey);
        const cvKey = cv ? await ctx.storage.put('files', 'pdf', cv) : null;
        if (cvKey) stored.push(cvKey);

        const user = await ctx.db.transaction(async (tx) => {
          const users = usersRepository(tx);
          const rows = signupRepository(tx);
          if (await users.emailExists(body.email)) throw invalid({ email: MSG.emailTaken });
          if (!(await otpService(ctx).consume(body.email, tx)))
            throw invalid({ email: MSG.emailNotVerified });
          const user = await users.insert({
            type: role,
            email: body.email,
            passwordHash,
            firstName: body.first_name,
            lastName: body.last_name,
            avatar: ctx.storage.publicUrl(avatarKey),
            birthday: body.birthday,
            location: body.location,
            postCode: body.post_code,
            contactNumber: body.contact_number,
            businessName: body.business_name,
            positionWithinBusiness: body.position_within_business,
            linkedin: body.linkedin ?? null,
            emailVerifiedAt: new Date(),
            ...(r.role === 'mentor'
              ? { menteesLimit: r.body.mentees_limit }
              : {
                  businessSectorId: r.body.business_sector_id,
                  businessWebsite: r.body.business_website ?? null,
                  cv: cvKey,
                }),
          });
          await filesService(ctx).record(tx, user.id, [
            { key: avatarKey, size: avatar.data.byteLength, use: 'avatar' },
            ...(cvKey && cv ? [{ key: cvKey, size: cv.byteLength, use: 'cv' as const }] : []),
          ]);
          await surveyService(tx).saveDetails(user.id, surveyValues(r));
          if (r.role === 'mentor') {
            await userProfileService(tx).addTags(
              user.id,
              unique(r.body.skills),
              unique(r.body.business_specializations),
            );
          } else {
            await memberSurveyService(ctx).saveAnswers(user.id, r.body.assess, tx);
          }
          const acceptance = await rows.insertAcceptance(user.id, role, agreement.version, agreement.text);
          await consentsService(tx).record(user.id, signUpConsents(role, agreement.version, acceptance.id));
          await chatService(ctx).welcome(user.id, user.firstName, tx);
          return user;
        });
        return authService(ctx).issueToken(user, client);
      } catch (err) {
        await Promise.all(stored.map((key) => ctx.storage.remove(key)));
        throw err;
      }
    },
  };
};
