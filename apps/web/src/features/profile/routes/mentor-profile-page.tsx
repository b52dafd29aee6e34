import { Anchor, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { completionsText, type PublicProfile } from '@keh/contracts';
import { usePageTitle } from '../../../lib/use-page-title';
import { publicProfileCall, usePublicProfile } from '../api/public-profile-api';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { ResponsivenessLine } from '../../../components/responsiveness-line';
import { heroClasses, ProfileHero, ProfileStat } from '../components/profile-hero';
import {
  ProfileColumns,
  ProfileQueryState,
  PublicPageFrame,
  useViewer,
} from '../components/public-profile-frame';
import { SectionCard } from '../../../components/section-card';
import { SkillsByCategory, TagList } from '../components/skills-by-category';
import { PersonSafetyActions } from '../../safety';

/**
 * What a Member's view of a captain adds from other features (composed in app/routes): the
 * request-mentoring button and the other matching captains.
 */
export interface MentorProfileSlots {
  /** The request button with `ask` beside it, as one group (matching's, composed in app/). */
  requestButton: (profile: PublicProfile, ask: ReactNode) => ReactNode;
  matchingCaptains: (currentId: number) => ReactNode;
  /** 'Ask a question' that opens the chat with the captain (composed in app/). */
  askButton?: (profile: PublicProfile) => ReactNode;
}

/** /mentor/{id}, /mentor/profile (one's own) and /mentor/matching/{id}: a Business Captain's profile. */
export function MentorProfilePage(slots: MentorProfileSlots) {
  return (
    <PublicPageFrame>
      <MentorProfile {...slots} />
    </PublicPageFrame>
  );
}

function MentorProfile(slots: MentorProfileSlots) {
  const { mentorId = '' } = useParams();
  const viewer = useViewer();
  const type = viewer.type;
  const call = publicProfileCall('mentor', mentorId, viewer);
  const profile = usePublicProfile(call);
  usePageTitle(profile.data ? `${profile.data.first_name} ${profile.data.last_name}` : 'Business Captain');

  if (!profile.data || profile.data.type !== 'mentor') {
    return (
      <ProfileQueryState
        query={profile}
        unavailable={call === null || profile.data?.type === 'mentee'}
        label="Loading the profile"
      />
    );
  }
  return <MentorView profile={profile.data} viewerIsMember={type === 'mentee'} {...slots} />;
}

interface MentorViewProps extends MentorProfileSlots {
  profile: PublicProfile;
  viewerIsMember: boolean;
}

function MentorView({
  profile,
  viewerIsMember,
  requestButton,
  matchingCaptains,
  askButton,
}: MentorViewProps) {
  const canAsk = profile.accept_chats && !profile.is_me;
  const expertise = [...profile.business_specializations.map((s) => s.name), ...profile.other_expertise];
  const icon = <IconMessageCircle size={18} aria-hidden="true" />;
  const ask =
    canAsk && askButton ? (
      askButton(profile)
    ) : canAsk ? (
      <Button component={Link} to="/chats" variant="outline" leftSection={icon}>
        Ask a question
      </Button>
    ) : (
      <Button variant="outline" disabled leftSection={icon}>
        Ask a question
      </Button>
    );

  return (
    <Stack gap="lg">
      <ProfileHero
        firstName={profile.first_name}
        lastName={profile.last_name}
        avatar={profile.avatar}
        cover={profile.bg_image}
        location={profile.location}
        badges={<AvailabilityBadge available={profile.available} />}
        aside={
          <Box role="group" aria-label="Actions" className={heroClasses.actions}>
            {viewerIsMember && !profile.is_me ? requestButton(profile, ask) : ask}
            {profile.is_me ? null : <PersonSafetyActions person={profile} />}
          </Box>
        }
      >
        {profile.business_name || profile.position_within_business ? (
          <Text size="sm" fw={600}>
            {[profile.position_within_business, profile.business_name].filter(Boolean).join(', ')}
          </Text>
        ) : null}
        <ResponsivenessLine responsiveness={profile.responsiveness} own={profile.is_me} />
        {profile.completions ? (
          <Text size="sm" fw={600} c="navy.9" data-testid="completions">
            {completionsText(profile.completions)}
          </Text>
        ) : null}
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} mt={4} maw={560}>
          <ProfileStat label="MEMBERS" value={profile.mentees} />
          <ProfileStat label="YEARS OF EXPERIENCE" value={profile.ownership_experience_years} />
          {viewerIsMember && profile.match !== null ? (
            <ProfileStat label="MATCH" value={`${profile.match}%`} />
          ) : null}
        </SimpleGrid>
      </ProfileHero>
      <ProfileColumns
        profile={profile}
        experienceTitle="My Professional Experience"
        experienceFooter={
          profile.linkedin ? (
            <Anchor href={profile.linkedin} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              <Group gap={6} component="span" wrap="nowrap">
                <IconBrandLinkedin size={18} aria-hidden="true" />
                LinkedIn profile
              </Group>
            </Anchor>
          ) : null
        }
        side={
          <>
            <SectionCard title="Expertise">
              <TagList items={expertise} emptyText="No expertise added yet." />
            </SectionCard>
            <SectionCard title="Skills">
              <SkillsByCategory skills={profile.skills} />
            </SectionCard>
          </>
        }
      />
      {viewerIsMember && !profile.is_me ? matchingCaptains(profile.id) : null}
    </Stack>
  );
}
