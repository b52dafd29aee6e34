import { List, Paper, Progress, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import type { MemberRole, UserProfile } from '@keh/contracts';

interface Item {
  label: string;
  done: boolean;
}

/** What a profile still lacks for others to judge it (a new Captain lands here after sign-up). */
export function profileChecklist(profile: UserProfile, role: MemberRole): Item[] {
  const plain = (profile.professional_experience ?? '').replace(/<[^>]*>/g, '').trim();
  return [
    { label: 'A cover picture behind your photo', done: !!profile.bg_image },
    {
      label:
        role === 'mentor'
          ? 'My Professional Experience: what you have run and what you can help with'
          : 'Professional experience: your background in a few lines',
      done: plain.length > 0,
    },
    { label: 'At least one experience card (company and role)', done: profile.experience.length > 0 },
    {
      label: 'Other expertise, such as a trade or a qualification',
      done: profile.other_expertise.length > 0,
    },
  ];
}

/** 'Complete your profile': shown on My Profile while something is missing, each item ticked when done. */
export function ProfileChecklist({ profile, role }: { profile: UserProfile; role: MemberRole }) {
  const items = profileChecklist(profile, role);
  const done = items.filter((i) => i.done).length;
  if (done === items.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-checklist-title">
      <Title order={2} size="h4" id="profile-checklist-title">
        Complete your profile
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {role === 'mentor'
          ? 'Members choose a Business Captain by what they see here. Add these below:'
          : 'Business Captains see this when you ask them for mentoring. Add these below:'}
      </Text>
      <Progress
        value={(done / items.length) * 100}
        mt="sm"
        aria-label={`${done} of ${items.length} done`}
        color="khaki.5"
      />
      <List spacing={6} mt="sm" size="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.label}
            icon={
              <ThemeIcon size={20} radius="xl" color={item.done ? 'green.7' : 'gray.5'} aria-hidden="true">
                {item.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            <Text span size="sm" td={item.done ? 'line-through' : undefined}>
              {item.label}
            </Text>
            <VisuallyHidden>{item.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
