/** The Assess Yourself questionnaire, shared by sign-up step 8 and /my/profile/assess-yourself. */
export { AssessYourself, type AssessYourselfProps } from './assess-yourself';
export {
  emptyIdeas,
  groupQuestions,
  toAnswerList,
  toAnswerMap,
  type AnswerDraft,
  type AnswerMap,
  type AnswerValue,
  type AssessProgress,
  type AssessResult,
  type AssessStage,
  type IdeaAnswers,
} from './assess-model';
