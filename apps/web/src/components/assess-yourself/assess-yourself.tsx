import { useEffect, useMemo, useRef, useState } from 'react';
import type { AssessAnswer, AssessQuestion, IdeaField } from '@keh/contracts';
import { AssessGroupForm } from './assess-group-form';
import { AssessIntro } from './assess-intro';
import {
  countAnswers,
  emptyIdeas,
  groupQuestions,
  isAnswerValue,
  toAnswerList,
  toAnswerMap,
  type AnswerDraft,
  type AnswerMap,
  type AssessProgress,
  type AssessResult,
  type AssessStage,
  type IdeaAnswers,
} from './assess-model';
import { AssessResultModal } from './assess-result-modal';
import { IdeaOverviewForm } from './idea-overview-form';

export interface AssessYourselfProps {
  /** The questions of GET survey/mentee/options (`assess`), in order. */
  questions: readonly AssessQuestion[];
  /** Answers to start from: the API's list or a saved map. */
  initialAnswers?: readonly AssessAnswer[] | AnswerMap;
  initialIdeas?: Partial<IdeaAnswers>;
  /** Resume where the person was (a saved draft). */
  initialStage?: AssessStage;
  initialDeclined?: boolean;
  /** Start at the first group without the intro (sign-up: Members whose service is 11). */
  skipIntro?: boolean;
  /** Called on every change, e.g. to keep a draft. */
  onChange?: (progress: AssessProgress) => void;
  /** The business idea overview was submitted. */
  onFinish: (result: AssessResult) => void;
  /** Leave the questionnaire backwards from its first screen. */
  onExit?: () => void;
  finishLabel?: string;
  finishing?: boolean;
  ideaErrors?: Partial<Record<IdeaField, string>>;
}

/**
 * The Assess Yourself questionnaire (docs/product/states.md): intro (accept or decline), the groups in
 * order with a result popup after each, then the business idea overview. Declining clears the
 * answers and goes straight to the overview.
 */
export function AssessYourself({
  questions,
  initialAnswers,
  initialIdeas,
  initialStage,
  initialDeclined = false,
  skipIntro = false,
  onChange,
  onFinish,
  onExit,
  finishLabel = 'Save',
  finishing,
  ideaErrors,
}: AssessYourselfProps) {
  const groups = useMemo(() => groupQuestions(questions), [questions]);
  const firstStage: AssessStage = skipIntro ? 0 : 'intro';
  const [progress, setProgress] = useState<AssessProgress>(() => ({
    stage: validStage(initialStage, groups.length, skipIntro) ?? firstStage,
    answers: Array.isArray(initialAnswers)
      ? toAnswerMap(initialAnswers)
      : { ...(initialAnswers as AnswerMap | undefined) },
    ideas: { ...emptyIdeas(), ...initialIdeas },
    declined: initialDeclined,
  }));
  // The group whose result popup is open.
  const [resultFor, setResultFor] = useState<number | null>(null);

  const update = (patch: Partial<AssessProgress>) => {
    const next = { ...progress, ...patch };
    setProgress(next);
    onChange?.(next);
  };

  // Move focus to the new screen's heading so keyboard and screen-reader users start at the top.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [progress.stage]);

  const { stage, answers, ideas } = progress;
  const answeredCount = questions.filter((q) => isAnswerValue(answers[String(q.id)]?.answer)).length;

  const setAnswer = (questionId: number, patch: Partial<AnswerDraft>) => {
    const key = String(questionId);
    const previous = answers[key] ?? { answer: null, explanation: '' };
    update({ answers: { ...answers, [key]: { ...previous, ...patch } } });
  };

  const continueAfterResult = () => {
    if (resultFor === null) return;
    const nextGroup = resultFor + 1;
    setResultFor(null);
    update({ stage: nextGroup < groups.length ? nextGroup : 'ideas' });
  };

  const finish = () => {
    const list = progress.declined ? [] : toAnswerList(questions, answers);
    if (list === null) {
      // Not every question answered (e.g. a draft from an older questionnaire): back to the first gap.
      const gap = groups.findIndex((g) =>
        g.questions.some((q) => !isAnswerValue(answers[String(q.id)]?.answer)),
      );
      update({ stage: Math.max(gap, 0) });
      return;
    }
    onFinish({ answers: list, ideas, declined: progress.declined });
  };

  let content;
  if (stage === 'intro') {
    content = (
      <AssessIntro
        questionCount={questions.length}
        groupCount={groups.length}
        headingRef={heading}
        onAccept={() => update({ stage: 0, declined: false })}
        onDecline={() => update({ stage: 'ideas', declined: true, answers: {} })}
        onBack={onExit}
      />
    );
  } else if (stage === 'ideas') {
    content = (
      <IdeaOverviewForm
        ideas={ideas}
        errors={ideaErrors}
        headingRef={heading}
        finishLabel={finishLabel}
        finishing={finishing}
        onChange={(field, value) => update({ ideas: { ...ideas, [field]: value } })}
        onFinish={finish}
        onBack={() =>
          update({ stage: progress.declined || groups.length === 0 ? firstStage : groups.length - 1 })
        }
      />
    );
  } else {
    const group = groups[stage];
    if (!group) return null;
    const firstNumber = groups.slice(0, stage).reduce((sum, g) => sum + g.questions.length, 0) + 1;
    content = (
      <AssessGroupForm
        key={group.id}
        group={group}
        groupIndex={stage}
        groupCount={groups.length}
        firstNumber={firstNumber}
        totalQuestions={questions.length}
        answeredCount={answeredCount}
        answers={answers}
        headingRef={heading}
        onAnswer={setAnswer}
        onSubmit={() => setResultFor(stage)}
        onBack={
          stage > 0
            ? () => update({ stage: stage - 1 })
            : skipIntro
              ? onExit
              : () => update({ stage: 'intro' })
        }
      />
    );
  }

  const resultGroup = resultFor === null ? null : (groups[resultFor] ?? null);
  return (
    <>
      {content}
      <AssessResultModal
        opened={resultGroup !== null}
        group={resultGroup}
        groupIndex={resultFor ?? 0}
        groupCount={groups.length}
        counts={resultGroup ? countAnswers(resultGroup, answers) : { 1: 0, 2: 0, 3: 0 }}
        onContinue={continueAfterResult}
      />
    </>
  );
}

function validStage(
  stage: AssessStage | undefined,
  groupCount: number,
  skipIntro: boolean,
): AssessStage | null {
  if (stage === undefined) return null;
  if (stage === 'intro') return skipIntro ? 0 : 'intro';
  if (stage === 'ideas') return 'ideas';
  return Number.isInteger(stage) && stage >= 0 && stage < groupCount ? stage : null;
}
