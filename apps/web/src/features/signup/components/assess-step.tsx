import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { IDEA_FIELDS, surveyVisibility, type IdeaField } from '@keh/contracts';
import { AssessYourself, type AssessResult } from '../../../components/assess-yourself';
import { useMenteeOptions } from '../api/signup-api';
import { getDraft, peekPendingErrors, reachStep, takePendingErrors, updateDraft } from '../signup-draft';
import { stepPath } from '../signup-steps';
import { OptionsState } from './options-state';

/**
 * Step 8 for a Member: Assess Yourself. Skipped when they chose not to assess themselves now;
 * Members whose service is 11 start at the first group (no intro).
 */
export function AssessStep() {
  const navigate = useNavigate();
  const options = useMenteeOptions();
  const [ideaErrors] = useState(() => peekPendingErrors(IDEA_FIELDS) as Partial<Record<IdeaField, string>>);
  const draft = getDraft();
  // Step 7 opened step 9 already when they chose not to assess themselves now.
  if (draft.values.assess_now === 'no') return <Navigate to={stepPath(9)} replace />;
  if (!options.data) return <OptionsState query={options} />;

  const finish = async (result: AssessResult) => {
    takePendingErrors(IDEA_FIELDS);
    updateDraft({ assessResult: result });
    reachStep(9);
    await navigate(stepPath(9));
  };

  return (
    <AssessYourself
      questions={options.data.assess}
      initialAnswers={draft.assess?.answers ?? draft.assessResult?.answers}
      initialIdeas={draft.assess?.ideas ?? draft.assessResult?.ideas}
      initialStage={draft.assess?.stage}
      initialDeclined={draft.assess?.declined}
      skipIntro={!surveyVisibility(draft.values.service_id).questionnaireIntro}
      onChange={(assess) => updateDraft({ assess })}
      onFinish={(result) => void finish(result)}
      onExit={() => void navigate(stepPath(7))}
      finishLabel="NEXT"
      ideaErrors={ideaErrors}
    />
  );
}
