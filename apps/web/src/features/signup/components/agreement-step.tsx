import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconMessageQuestion } from '@tabler/icons-react';
import type { AgreementQuery, MemberRole } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { agreementPdfUrl, useAgreement } from '../api/signup-api';
import { getDraft, normaliseEmail, saveValues } from '../signup-draft';
import { agreementForm } from '../signup-schemas';
import { useCompleteRegistration } from '../use-complete-registration';
import { useStepForm } from '../use-step-form';
import { AgreementText } from './agreement-text';
import { OptionsState } from './options-state';
import { RaiseQueryModal } from './raise-query-modal';
import { StepActions } from './step-actions';

const FIELDS = Object.keys(agreementForm.shape);

interface AgreementStepProps {
  role: MemberRole;
  route: number;
  backTo: number;
}

/** The agreement (Captain step 7, Member step 9): read or download it, accept, raise a query, finish. */
export function AgreementStep({ role, route, backTo }: AgreementStepProps) {
  const draft = getDraft();
  const { values } = draft;
  const email = normaliseEmail(values.email);
  const party: AgreementQuery = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email,
    business_name: values.business_name.trim(),
  };
  const agreement = useAgreement(role, party);
  const [queryOpen, setQueryOpen] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const { complete, pending } = useCompleteRegistration(role, route);
  const { form } = useStepForm<{ accept_agreement: boolean }, typeof agreementForm>({
    schema: agreementForm,
    fields: FIELDS,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async () => {
    setMessages([]);
    saveValues({ accept_agreement: true });
    const failure = await complete();
    if (!failure) return;
    for (const [field, message] of Object.entries(failure.fields)) {
      if (field === 'accept_agreement') form.setError('accept_agreement', { type: 'server', message });
      else failure.messages.push(message);
    }
    setMessages(failure.messages);
  });

  const documentName = role === 'mentor' ? 'the terms and conditions' : 'the Member agreement';
  return (
    <>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Please read {documentName} below. It already carries your name and business; a copy is yours to
          keep.
        </Text>
        {agreement.data ? <AgreementText agreement={agreement.data} /> : <OptionsState query={agreement} />}
        <Group gap="sm">
          <Button
            component="a"
            href={agreementPdfUrl(role, party)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            Download PDF
          </Button>
          <Button
            variant="subtle"
            onClick={() => setQueryOpen(true)}
            leftSection={<IconMessageQuestion size={16} aria-hidden="true" />}
          >
            Raise a query
          </Button>
        </Group>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <FormAlert messages={messages} />
            <Checkbox
              label={`I have read and accept ${documentName}`}
              error={errors.accept_agreement?.message}
              {...form.register('accept_agreement')}
            />
            <StepActions
              backTo={backTo}
              submitLabel="Complete registration"
              busy={pending}
              busyLabel="Completing your registration…"
              disabled={Object.keys(errors).length > 0 || !agreement.data}
            />
          </Stack>
        </form>
      </Stack>
      <RaiseQueryModal opened={queryOpen} onClose={() => setQueryOpen(false)} role={role} email={email} />
    </>
  );
}
