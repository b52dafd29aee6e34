import { IDEA_FIELDS, type AssessAnswer, type AssessQuestion, type IdeaField } from '@keh/contracts';

/** 1 = a, 2 = b, 3 = c (the option's `value`). */
export type AnswerValue = 1 | 2 | 3;
export const ANSWER_KEYS = { 1: 'a', 2: 'b', 3: 'c' } as const satisfies Record<AnswerValue, string>;

export interface AnswerDraft {
  answer: AnswerValue | null;
  explanation: string;
}

/** Answers by question id (string keys so the map survives JSON). */
export type AnswerMap = Record<string, AnswerDraft>;
export type IdeaAnswers = Record<IdeaField, string>;

/** Where the person is: the intro, a group (its index, 0-based) or the business idea overview. */
export type AssessStage = 'intro' | 'ideas' | number;

export interface AssessProgress {
  stage: AssessStage;
  answers: AnswerMap;
  ideas: IdeaAnswers;
  declined: boolean;
}

export interface AssessResult {
  /** Every question answered, in order; empty when the questionnaire was declined. */
  answers: AssessAnswer[];
  ideas: IdeaAnswers;
  declined: boolean;
}

export interface QuestionGroup {
  id: number;
  name: string;
  completeText: string;
  questions: AssessQuestion[];
}

export const emptyIdeas = (): IdeaAnswers =>
  Object.fromEntries(IDEA_FIELDS.map((field) => [field, ''])) as IdeaAnswers;

/** The questions in their groups, in the order the server gave them. */
export function groupQuestions(questions: readonly AssessQuestion[]): QuestionGroup[] {
  const groups: QuestionGroup[] = [];
  for (const question of questions) {
    let group = groups.find((g) => g.id === question.group.id);
    if (!group) {
      group = {
        id: question.group.id,
        name: question.group.name,
        completeText: question.group.complete_text,
        questions: [],
      };
      groups.push(group);
    }
    group.questions.push(question);
  }
  return groups;
}

export function isAnswerValue(value: unknown): value is AnswerValue {
  return value === 1 || value === 2 || value === 3;
}

/** How many a, b and c answers a group has. */
export function countAnswers(group: QuestionGroup, answers: AnswerMap): Record<AnswerValue, number> {
  const counts: Record<AnswerValue, number> = { 1: 0, 2: 0, 3: 0 };
  for (const question of group.questions) {
    const answer = answers[String(question.id)]?.answer;
    if (isAnswerValue(answer)) counts[answer] += 1;
  }
  return counts;
}

export function unansweredIds(group: QuestionGroup, answers: AnswerMap): number[] {
  return group.questions
    .filter((question) => !isAnswerValue(answers[String(question.id)]?.answer))
    .map((question) => question.id);
}

/** The answers as the API takes them; null unless every question is answered. */
export function toAnswerList(
  questions: readonly AssessQuestion[],
  answers: AnswerMap,
): AssessAnswer[] | null {
  const list: AssessAnswer[] = [];
  for (const question of questions) {
    const draft = answers[String(question.id)];
    if (!draft || !isAnswerValue(draft.answer)) return null;
    list.push({ question_id: question.id, answer: draft.answer, explanation: draft.explanation.trim() });
  }
  return list;
}

/** Saved answers (e.g. from a profile) as a map. */
export function toAnswerMap(list: readonly AssessAnswer[]): AnswerMap {
  const map: AnswerMap = {};
  for (const item of list) {
    if (isAnswerValue(item.answer))
      map[String(item.question_id)] = { answer: item.answer, explanation: item.explanation ?? '' };
  }
  return map;
}
