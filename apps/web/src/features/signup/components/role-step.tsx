import { schemaResolver } from '../../../lib/schema-resolver';
import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCompass, IconRocket } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ROLE_LABELS, type MemberRole } from '@keh/contracts';
import { GROUP_LABEL, groupBlur } from '../../../components/field-groups';
import { LinkedInButton } from '../../auth';
import { getDraft, isEmailVerified, reachStep, updateDraft } from '../signup-draft';
import { roleForm } from '../signup-schemas';
import { stepPath } from '../signup-steps';
import { StepActions } from './step-actions';

interface RoleValues {
  role: MemberRole | '';
}

const ROLES: { value: MemberRole; icon: ReactNode; text: string }[] = [
  {
    value: 'mentor',
    icon: <IconCompass size={26} />,
    text: 'I have run a business and want to mentor Members of the armed-forces community.',
  },
  {
    value: 'mentee',
    icon: <IconRocket size={26} />,
    text: 'I am starting or growing a business and would like a Business Captain to guide me.',
  },
];

/**
 * Changing role keeps what was typed, but the role's own survey has to be filled in again (the
 * discover types differ by role).
 */
function chooseRole(role: MemberRole) {
  updateDraft((draft) =>
    draft.role === role
      ? draft
      : {
          ...draft,
          role,
          reached: draft.role ? Math.min(draft.reached, 6) : draft.reached,
          values: draft.role ? { ...draft.values, discover_type_id: '' } : draft.values,
        },
  );
}

/** Step 1: the role card (docs/product/screens.md). */
export function RoleStep() {
  const navigate = useNavigate();
  const id = useId();
  const form = useForm<RoleValues, unknown, { role: MemberRole }>({
    mode: 'onTouched',
    resolver: schemaResolver(roleForm),
    defaultValues: { role: getDraft().role ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ role }) => {
    chooseRole(role);
    reachStep(2);
    await navigate(stepPath(2));
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Radio.Group
              {...GROUP_LABEL}
              label="I want to join as"
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value);
                chooseRole(value as MemberRole);
              }}
              error={errors.role?.message}
              onBlur={groupBlur(field.onBlur)}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt={6}>
                {ROLES.map((role, index) => (
                  <Radio.Card
                    key={role.value}
                    value={role.value}
                    radius="md"
                    p="md"
                    ref={index === 0 ? field.ref : undefined}
                    style={{ height: '100%', display: 'flex', alignItems: 'flex-start' }}
                    aria-labelledby={`${id}-${role.value}-name`}
                    aria-describedby={`${id}-${role.value}-text`}
                  >
                    <Stack gap="sm" w="100%">
                      <Group justify="space-between" align="flex-start" wrap="nowrap">
                        <ThemeIcon size={46} radius="md" color="khaki.2" c="navy.9" aria-hidden="true">
                          {role.icon}
                        </ThemeIcon>
                        <Radio.Indicator />
                      </Group>
                      <Text id={`${id}-${role.value}-name`} fw={700} size="lg">
                        {ROLE_LABELS[role.value]}
                      </Text>
                      <Text id={`${id}-${role.value}-text`} size="sm" c="dimmed">
                        {role.text}
                      </Text>
                    </Stack>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        <StepActions disabled={Boolean(errors.role)} />
        {/* Once LinkedIn has vouched for the address there is nothing more it can fill in. */}
        {isEmailVerified(getDraft()) ? null : <LinkedInButton label="Sign up with LinkedIn" />}
      </Stack>
    </form>
  );
}
