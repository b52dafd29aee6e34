import {
  ASSESS_QUESTION_COUNT,
  IDEA_FIELDS,
  IDEA_LABELS,
  MSG,
  type MemberSurvey,
  type SurveyUpdateBody,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import { canEditSurvey } from '../../policies/profiles';
import type { DbOrTx } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/errors';
import { questionnaireApproved, questionnaireRefused } from '../../lib/mail/templates';
import { notificationsService } from '../notifications/notifications.service';
import type { AuthUser } from '../../plugins/auth';
import { auditService } from '../audit/audit.service';
import { fullName, usersRepository, type UserRow } from '../users/users.repository';
import { memberSurveyRepository } from './member-survey.repository';
import { surveyService } from './survey.service';
import { IDEA_COLUMNS, ideaColumns } from './survey-values';

async function saveAnswers(
  r: ReturnType<typeof memberSurveyRepository>,
  memberId: number,
  answers: SurveyUpdateBody['assess'],
) {
  await r.replaceAnswers(memberId, answers);
  await r.recordResult(memberId, ASSESS_QUESTION_COUNT);
}

/** A Member's Assess Yourself answers and business idea: reading, and answering again. */
export const memberSurveyService = (ctx: AppContext) => {
  const repo = memberSurveyRepository(ctx.db);
  const audit = auditService(ctx);
  const notifications = notificationsService(ctx);

  /** A Member whose change request waits for a decision; 404 / 422 otherwise. */
  async function pendingMember(memberId: number) {
    const member = await usersRepository(ctx.db).findById(memberId);
    if (!member || member.type !== 'mentee') throw notFound();
    if (member.changeQuestionnaireRequestStatus !== 'pending')
      throw invalid({ status: MSG.noPendingRequest });
    return member;
  }

  async function view(member: UserRow): Promise<MemberSurvey> {
    const [options, answers, survey] = await Promise.all([
      surveyService(ctx.db).options(),
      repo.answers(member.id),
      repo.survey(member.id),
    ]);
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    const groups = new Map<number, MemberSurvey['groups'][number]>();
    for (const q of options.assess) {
      const group = groups.get(q.group.id) ?? { ...q.group, questions: [] };
      groups.set(q.group.id, group);
      const a = byQuestion.get(q.id);
      group.questions.push({
        id: q.id,
        question: q.question,
        options: q.options,
        answer: a?.answer ?? null,
        explanation: a?.explanation ?? '',
      });
    }
    return {
      complete: answers.length >= ASSESS_QUESTION_COUNT,
      answered: answers.length,
      groups: [...groups.values()],
      business_idea_overview: IDEA_FIELDS.map((key) => ({
        key,
        label: IDEA_LABELS[key],
        answer: survey?.[IDEA_COLUMNS[key]] ?? null,
      })),
      change_questionnaire_request_status: member.changeQuestionnaireRequestStatus,
    };
  }

  return {
    view,

    /** 'Change Questionnaire': only for a complete questionnaire; pending until an admin approves. */
    async requestChange(member: UserRow) {
      const answered = (await repo.answers(member.id)).length;
      if (answered < ASSESS_QUESTION_COUNT) throw invalid({ survey: MSG.surveyNotComplete });
      const status = member.changeQuestionnaireRequestStatus;
      if (status === 'pending' || status === 'approved') return { status, survey_exists: true };
      await repo.setRequestStatus(member.id, 'pending');
      return { status: 'pending' as const, survey_exists: true };
    },

    async requestStatus(member: UserRow) {
      const answered = (await repo.answers(member.id)).length;
      return {
        status: member.changeQuestionnaireRequestStatus,
        survey_exists: answered >= ASSESS_QUESTION_COUNT,
      };
    },

    /** An admin approves a pending change request; the Member is told (system flag). */
    async approveChange(admin: AuthUser, memberId: number) {
      const member = await pendingMember(memberId);
      await ctx.db.transaction(async (tx) => {
        await memberSurveyRepository(tx).setRequestStatus(member.id, 'approved');
        await audit.record(
          {
            actorId: admin.id,
            action: 'questionnaire.change_approved',
            targetType: 'user',
            targetId: member.id,
            targetLabel: fullName(member),
          },
          tx,
        );
        await notifications.notify(
          tx,
          member,
          'system',
          questionnaireApproved(member.firstName, ctx.config.appUrl),
        );
      });
      return { status: 'approved' as const, survey_exists: true };
    },

    /** An admin refuses it with a reason the Member receives; the request ends (they may ask again). */
    async refuseChange(admin: AuthUser, memberId: number, reason: string) {
      const member = await pendingMember(memberId);
      await ctx.db.transaction(async (tx) => {
        await memberSurveyRepository(tx).setRequestStatus(member.id, null);
        await audit.record(
          {
            actorId: admin.id,
            action: 'questionnaire.change_refused',
            targetType: 'user',
            targetId: member.id,
            targetLabel: fullName(member),
            details: { reason },
          },
          tx,
        );
        await notifications.notify(
          tx,
          member,
          'system',
          questionnaireRefused(member.firstName, reason, ctx.config.appUrl),
        );
      });
      return { status: null, survey_exists: true };
    },

    /**
     * The one writer of a Member's answers (sign-up and answering again): replaces them and
     * records the score when they are complete. Give the caller's transaction.
     */
    saveAnswers: (memberId: number, answers: SurveyUpdateBody['assess'], db: DbOrTx) =>
      saveAnswers(memberSurveyRepository(db), memberId, answers),

    /** How many of the 19 answers a Member has given (the staff console). */
    answered: async (memberId: number) => (await repo.answers(memberId)).length,

    /** Allowed while the questionnaire is not complete, or once a change request was approved. */
    async update(member: UserRow, body: SurveyUpdateBody) {
      const answered = (await repo.answers(member.id)).length;
      const status = member.changeQuestionnaireRequestStatus;
      if (!canEditSurvey({ answered, changeRequest: status })) throw new AppError(403, MSG.surveyLocked);
      const known = new Set((await surveyService(ctx.db).options()).assess.map((q) => q.id));
      const ids = new Set(body.assess.map((a) => a.question_id));
      if (ids.size !== body.assess.length || [...ids].some((id) => !known.has(id)))
        throw invalid({ assess: MSG.unknownOption });
      await ctx.db.transaction(async (tx) => {
        const r = memberSurveyRepository(tx);
        await saveAnswers(r, member.id, body.assess);
        await r.saveIdea(member.id, ideaColumns(body) as Parameters<typeof r.saveIdea>[1]);
        if (status === 'approved') await r.setRequestStatus(member.id, 'completedFirstly');
      });
      return view({
        ...member,
        changeQuestionnaireRequestStatus: status === 'approved' ? 'completedFirstly' : status,
      });
    },
  };
};
