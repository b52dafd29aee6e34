import type { MenteeSurveyOptions } from '@keh/contracts';
import {
  BusinessFields,
  BusinessLinksFields,
  ChoiceField,
  CvField,
  type BusinessLinkValues,
  type BusinessValues,
} from '../../../components/field-groups';
import { CV_RULE, checkFileContent } from '../../../lib/file-rules';
import { useMenteeOptions } from '../api/signup-api';
import { getDraft, getSecrets, setSecret, updateDraft, type SignupValues } from '../signup-draft';
import { businessForm, fieldsOfStep } from '../signup-schemas';
import { useGoToStep, useStepForm } from '../use-step-form';
import { OptionsState } from './options-state';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';

const FIELDS = fieldsOfStep('mentee', 7);
type Values = BusinessValues &
  BusinessLinkValues &
  Pick<SignupValues, 'business_sector_id' | 'assess_now'> & { cv: File | null };
const ASSESS_NOW = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No, later' },
] as const;

/** Step 7 for a Member: business information; which fields show depends on the service (docs/product/validation.md). */
export function BusinessStep() {
  const options = useMenteeOptions();
  if (!options.data) return <OptionsState query={options} />;
  return <BusinessForm options={options.data} service={getDraft().values.service_id} />;
}

function BusinessForm({ options, service }: { options: MenteeSurveyOptions; service: string }) {
  const goTo = useGoToStep();
  const schema = businessForm(service);
  const { form, keep } = useStepForm<Values, typeof schema>({
    schema,
    fields: FIELDS,
    secrets: { cv: getSecrets().cv },
  });
  const { errors } = form.formState;
  const { cvName } = getDraft();

  const onSubmit = form.handleSubmit(async (values) => {
    const { cv } = form.getValues();
    setSecret('cv', cv);
    keep();
    updateDraft({ cvName: cv?.name ?? '' });
    await goTo(values.assess_now === 'yes' ? 8 : 9);
  });

  return (
    <StepForm onSubmit={onSubmit}>
      <BusinessFields form={form} service={service} options={options} sectors={options.business_sectors} />
      <BusinessLinksFields form={form} legend="Your business online" />
      <CvField
        form={form}
        description={
          cvName && !form.watch('cv')
            ? `You chose ${cvName} before the page was reloaded; please choose it again.`
            : 'A PDF, up to 500 KB.'
        }
        onChosen={(file) => {
          setSecret('cv', null);
          updateDraft({ cvName: '' });
          if (!file) return;
          void checkFileContent(file, CV_RULE).then(async (problem) => {
            if (form.getValues('cv') !== file) return; // another file was chosen meanwhile
            if (!problem) {
              setSecret('cv', file);
              updateDraft({ cvName: file.name });
            }
            await form.trigger('cv');
          });
        }}
      />
      <ChoiceField
        form={form}
        name="assess_now"
        label="Would you like to assess yourself now?"
        description="A short questionnaire (about 10 minutes) that helps your Business Captain see where to start."
        choices={ASSESS_NOW}
      />
      <StepActions backTo={6} disabled={Object.keys(errors).length > 0} />
    </StepForm>
  );
}
