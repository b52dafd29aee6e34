import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MSG, type MemberRole, type SurveyOptions, type UserProfile } from '@keh/contracts';
import { SavingIndicator } from '../../../components/saving-indicator';
import { OptionPicker } from '../../../components/option-picker';
import classes from './expertise-tags.module.css';
import { SectionCard } from '../../../components/section-card';
import { useToggleSet } from './use-toggle-set';

interface SectionProps {
  role: MemberRole;
  profile: UserProfile;
}

function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <Text size="sm" c="var(--mantine-color-error)" role="alert">
      {error}
    </Text>
  ) : null;
}

/** Skills by category: each chip is checked or unchecked on the server as it is clicked. */
export function SkillsSection({ role, profile, options }: SectionProps & { options: SurveyOptions }) {
  const set = useToggleSet(role, 'skill');
  const mine = new Set(profile.skills.map((skill) => skill.id));
  return (
    <SectionCard
      title="Skills"
      description="Choose the skills you have, by category."
      aside={<SavingIndicator status={set.status} />}
    >
      <ErrorLine error={set.error} />
      <OptionPicker
        label="Skills"
        hideLabel
        groups={options.skill_categories.map((c) => ({ id: c.id, name: c.name, options: c.skills }))}
        isOn={(id) => set.isOn(id, mine.has(id))}
        isPending={set.isPending}
        onToggle={(id, on) => void set.toggle(id, on)}
      />
    </SectionCard>
  );
}

/** Business specialisms (Business Captains). */
export function SpecialismsSection({ role, profile, options }: SectionProps & { options: SurveyOptions }) {
  const set = useToggleSet(role, 'specialization');
  const mine = new Set(profile.business_specializations);
  return (
    <SectionCard
      title="Specialisms"
      description="The kinds of business you know best."
      aside={<SavingIndicator status={set.status} />}
    >
      <ErrorLine error={set.error} />
      <OptionPicker
        label="Specialisms"
        hideLabel
        groups={[{ id: 0, name: '', options: options.business_specializations }]}
        isOn={(id) => set.isOn(id, mine.has(id))}
        isPending={set.isPending}
        onToggle={(id, on) => void set.toggle(id, on)}
      />
    </SectionCard>
  );
}

const MAX_EXPERTISE_LENGTH = 80;

/** Other expertise: free names, added and removed one by one. */
export function OtherExpertiseSection({ role, profile }: SectionProps) {
  const set = useToggleSet(role, 'expertise');
  const [name, setName] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const shown = profile.other_expertise.filter((item) => set.isOn(item, true));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim().replace(/\s+/g, ' ');
    if (!value) return setInputError(MSG.required);
    if (value.length > MAX_EXPERTISE_LENGTH)
      return setInputError(`Please keep it under ${MAX_EXPERTISE_LENGTH} characters.`);
    if (profile.other_expertise.some((item) => item.toLowerCase() === value.toLowerCase()))
      return setInputError('You have added this already.');
    setInputError(null);
    if (await set.toggle(value, true)) setName('');
  };

  return (
    <SectionCard
      title="Other expertise"
      description="Anything else you know well, in a few words each."
      aside={<SavingIndicator status={set.status} />}
    >
      <ErrorLine error={set.error} />
      {shown.length ? (
        <Group gap={8} component="ul" aria-label="Your other expertise" className={classes.tags}>
          {shown.map((item) => (
            <Group component="li" key={item} gap={2} wrap="nowrap" className={classes.tag}>
              <Text size="sm" fw={600} span>
                {item}
              </Text>
              <CloseButton
                size="sm"
                radius="xl"
                aria-label={`Remove ${item}`}
                onClick={() => void set.toggle(item, false)}
              />
            </Group>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing added yet.
        </Text>
      )}
      <form onSubmit={(event) => void add(event)} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Add other expertise"
            placeholder="For example: Export licensing"
            value={name}
            maxLength={MAX_EXPERTISE_LENGTH + 20}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (inputError) setInputError(null);
            }}
            error={inputError}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={28} h={42} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            Add
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
