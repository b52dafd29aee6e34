import { useId, useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { MemberRole } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { SavingIndicator, type SavingStatus } from '../../../components/saving-indicator';
import { SimpleRichTextEditor } from '../../../components/simple-rich-text-editor';
import { errorText } from '../../../lib/api';
import { useSaveProfessionalExperience } from '../api/profile-edit-api';
import { SectionCard } from '../../../components/section-card';

/** The 'Professional experience' rich text of My Profile, saved on demand. */
export function ProfessionalExperienceSection({ role, html }: { role: MemberRole; html: string | null }) {
  const save = useSaveProfessionalExperience(role);
  const titleId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const dirty = draft !== null && draft !== (html ?? '');

  const onSave = async () => {
    if (draft === null) return;
    setStatus('saving');
    setError(null);
    try {
      await save.mutateAsync(draft);
      setDraft(null);
      // Show what the server kept (it sanitises the HTML).
      setVersion((v) => v + 1);
      setStatus('saved');
    } catch (failure) {
      setStatus('error');
      setError(errorText(failure));
    }
  };

  return (
    <SectionCard
      title="Professional experience"
      titleId={titleId}
      description="Tell others about your background and what you can help with."
      aside={<SavingIndicator status={status} />}
    >
      <SimpleRichTextEditor
        label="Professional experience"
        labelledBy={titleId}
        initialHtml={html ?? ''}
        resetKey={version}
        placeholder="For example: twelve years in the Royal Logistic Corps, then founded…"
        onChange={(value) => {
          setDraft(value);
          if (status === 'saved') setStatus('idle');
        }}
      />
      <FormAlert messages={error ? [error] : []} />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setDraft(null);
            setVersion((v) => v + 1);
          }}
        >
          Cancel
        </Button>
        <Button onClick={() => void onSave()} disabled={!dirty} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </SectionCard>
  );
}
