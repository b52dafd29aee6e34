import {
  MAX_CV_BYTES,
  MAX_IMAGE_BYTES,
  MSG,
  type MenteeRegistration,
  type MentorRegistration,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import { checkPdf, processImage } from '../../lib/uploads';
import { authRepository } from '../auth/auth.repository';
import { authService } from '../auth/auth.service';
import { otpService } from '../auth/otp.service';
import { personalisedAgreement } from '../agreement/agreement.service';
import { ideaColumns, memberSurveyColumns } from '../survey/survey-values';
import { signupRepository, type IdTable, type SurveyValues } from './signup.repository';

type Registration =
  { role: 'mentor'; body: MentorRegistration } | { role: 'mentee'; body: MenteeRegistration };

const unique = (ids: number[]) => [...new Set(ids)];

/** Registration: every rule of the shared schema, reference ids that exist, a verified address, one transaction. */
export const signupService = (ctx: AppContext) => {
  const repo = signupRepository(ctx.db);

  /** Each named id (or list) must exist in its table; all failures reported at once. */
  async function checkReferences(checks: [field: string, table: IdTable, ids: (number | undefined)[]][]) {
    const errors: Record<string, string> = {};
    for (const [field, table, raw] of checks) {
      const ids = unique(raw.filter((x): x is number => x !== undefined));
      if (ids.length && (await repo.countIds(table, ids)) !== ids.length) errors[field] = MSG.unknownOption;
    }
    return errors;
  }

  async function validate({ role, body }: Registration) {
    const common: [string, IdTable, (number | undefined)[]][] = [
      ['service_connection_id', 'serviceConnections', [body.service_connection_id]],
      ['service_type_id', 'serviceTypes', [body.service_type_id]],
    ];
    const errors =
      role === 'mentor'
        ? await checkReferences([
            ...common,
            ['business_specializations', 'businessSpecializations', body.business_specializations],
            ['skills', 'skills', body.skills],
          ])
        : await checkReferences([
            ...common,
            ['service_id', 'services', [body.service_id]],
            ['business_sector_id', 'businessSectors', [body.business_sector_id]],
            ['assess', 'assessQuestions', body.assess.map((a) => a.question_id)],
          ]);
    if (body.discover_type_id !== undefined && !(await repo.discoverTypeFits(body.discover_type_id, role))) {
      errors.discover_type_id = MSG.unknownOption;
    }
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
    async register(r: Registration) {
      const { role, body } = r;
      if (await authRepository(ctx.db).emailExists(body.email)) throw invalid({ email: MSG.emailTaken });
      await validate(r);
      const avatar = await processImage('avatar', body.avatar, { maxBytes: MAX_IMAGE_BYTES, maxSide: 800 });
      const cv = r.role === 'mentee' && r.body.cv ? checkPdf('cv', r.body.cv, MAX_CV_BYTES) : null;
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
          const users = authRepository(tx);
          const rows = signupRepository(tx);
          if (await users.emailExists(body.email)) throw invalid({ email: MSG.emailTaken });
          if (!(await otpService(ctx).consume(body.email, tx)))
            throw invalid({ email: MSG.emailNotVerified });
          const user = await users.insertUser({
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
          await rows.insertSurvey(user.id, surveyValues(r));
          if (r.role === 'mentor') {
            await rows.insertSkills(user.id, unique(r.body.skills));
            await rows.insertSpecializations(user.id, unique(r.body.business_specializations));
          } else {
            await rows.insertAnswers(user.id, r.body.assess);
          }
          await rows.insertAcceptance(user.id, role, agreement.version, agreement.text);
          return user;
        });
        return authService(ctx).issueToken(user);
      } catch (err) {
        await Promise.all(stored.map((key) => ctx.storage.remove(key)));
        throw err;
      }
    },
  };
};
