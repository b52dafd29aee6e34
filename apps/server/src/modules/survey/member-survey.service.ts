import {
  ASSESS_QUESTION_COUNT,
  IDEA_FIELDS,
  IDEA_LABELS,
  MSG,
  type MemberSurvey,
  type SurveyUpdateBody,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import { AppError, invalid, notFound } from '../../lib/errors';
import { questionnaireApprovedMail } from '../../lib/mail/templates';
import { usersRepository, type UserRow } from '../users/users.repository';
import { memberSurveyRepository } from './member-survey.repository';
import { surveyService } from './survey.service';
import { IDEA_COLUMNS, ideaColumns } from './survey-values';

/** A Member's Assess Yourself answers and business idea: reading, and answering again. */
export const memberSurveyService = (ctx: AppContext) => {
  const repo = memberSurveyRepository(ctx.db);

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

    /** The admin's approval of a pending request; the Member hears of it by e-mail. */
    async approveChange(memberId: number) {
      const member = await usersRepository(ctx.db).findById(memberId);
      if (!member || member.type !== 'mentee') throw notFound();
      if (member.changeQuestionnaireRequestStatus !== 'pending')
        throw invalid({ status: MSG.noPendingRequest });
      await repo.setRequestStatus(member.id, 'approved');
      if (member.systemNotifications)
        await ctx.mailer.send(questionnaireApprovedMail(member.email, ctx.config.appUrl));
      return { status: 'approved' as const, survey_exists: true };
    },

    /** Allowed while the questionnaire is not complete, or once a change request was approved. */
    async update(member: UserRow, body: SurveyUpdateBody) {
      const answered = (await repo.answers(member.id)).length;
      const status = member.changeQuestionnaireRequestStatus;
      if (answered >= ASSESS_QUESTION_COUNT && status !== 'approved')
        throw new AppError(403, MSG.surveyLocked);
      const known = new Set((await surveyService(ctx.db).options()).assess.map((q) => q.id));
      const ids = new Set(body.assess.map((a) => a.question_id));
      if (ids.size !== body.assess.length || [...ids].some((id) => !known.has(id)))
        throw invalid({ assess: MSG.unknownOption });
      await ctx.db.transaction(async (tx) => {
        const r = memberSurveyRepository(tx);
        await r.replaceAnswers(member.id, body.assess);
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
