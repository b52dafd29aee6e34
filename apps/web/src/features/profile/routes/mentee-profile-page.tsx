import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBrandLinkedin, IconClipboardText, IconWorld } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { PublicProfile } from '@keh/contracts';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  memberSurveyCall,
  publicProfileCall,
  usePublicMemberSurvey,
  usePublicProfile,
} from '../api/public-profile-api';
import { MemberSurveyView } from '../components/member-survey-view';
import { ProfileHero } from '../components/profile-hero';
import {
  ProfileColumns,
  ProfileQueryState,
  PublicPageFrame,
  useViewer,
} from '../components/public-profile-frame';
import { SectionCard } from '../../../components/section-card';
import { SkillsByCategory } from '../components/skills-by-category';
import { PersonSafetyActions } from '../../safety';

/** The viewer and the call that shows Member {menteeId} to them. */
function useMemberProfile() {
  const { menteeId = '' } = useParams();
  const me = useViewer();
  // A Member's own id may still be loading: wait for it before deciding.
  const waiting = me.type === 'mentee' && me.id === null;
  const call = waiting ? null : publicProfileCall('mentee', menteeId, me);
  return { menteeId, me, waiting, call, profile: usePublicProfile(call) };
}

/** /mentee/{id}: a Member's profile as a Business Captain (or the Member themself) sees it. */
export function MenteeProfilePage() {
  return (
    <PublicPageFrame>
      <MenteeProfile />
    </PublicPageFrame>
  );
}

function MenteeProfile() {
  const { call, waiting, profile } = useMemberProfile();
  usePageTitle(profile.data ? `${profile.data.first_name} ${profile.data.last_name}` : 'Member');
  if (!profile.data || profile.data.type !== 'mentee') {
    return (
      <ProfileQueryState
        query={waiting ? { ...profile, isPending: true, isError: false } : profile}
        unavailable={!waiting && (call === null || profile.data?.type === 'mentor')}
        label="Loading the profile"
      />
    );
  }
  return <MenteeView profile={profile.data} />;
}

function MenteeView({ profile }: { profile: PublicProfile }) {
  const business = [profile.position_within_business, profile.business_name].filter(Boolean).join(', ');
  return (
    <Stack gap="lg">
      <ProfileHero
        firstName={profile.first_name}
        lastName={profile.last_name}
        avatar={profile.avatar}
        cover={profile.bg_image}
        location={profile.location}
      >
        {business || profile.business_sector ? (
          <Text size="sm" fw={600}>
            {[business, profile.business_sector?.name].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {profile.can_view_survey ? (
            <Button
              component={Link}
              to={`/mentee/${profile.id}/survey`}
              leftSection={<IconClipboardText size={18} aria-hidden="true" />}
            >
              View Survey
            </Button>
          ) : null}
          {profile.business_website ? (
            <Button
              component="a"
              href={profile.business_website}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconWorld size={18} aria-hidden="true" />}
            >
              Website
            </Button>
          ) : null}
          {profile.linkedin ? (
            <Button
              component="a"
              href={profile.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconBrandLinkedin size={18} aria-hidden="true" />}
            >
              LinkedIn
            </Button>
          ) : null}
        </Group>
        {profile.is_me ? null : <PersonSafetyActions person={profile} />}
      </ProfileHero>
      <ProfileColumns
        profile={profile}
        experienceTitle="Professional experience"
        side={
          <SectionCard title="Skills">
            <SkillsByCategory skills={profile.skills} />
          </SectionCard>
        }
      />
    </Stack>
  );
}

/** /mentee/{id}/survey: the Member's answers by group and the Business Idea Overview. */
export function MenteeSurveyPage() {
  return (
    <PublicPageFrame>
      <MenteeSurvey />
    </PublicPageFrame>
  );
}

function MenteeSurvey() {
  const { menteeId, me, waiting, profile } = useMemberProfile();
  const call = waiting ? null : memberSurveyCall(menteeId, me);
  const survey = usePublicMemberSurvey(call);
  const name = profile.data ? `${profile.data.first_name} ${profile.data.last_name}` : null;
  usePageTitle(name ? `Survey of ${name}` : 'Survey');
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="center">
        <Anchor
          component={Link}
          to={`/mentee/${menteeId}`}
          aria-label="Back to the profile"
          c="navy.9"
          underline="never"
        >
          <IconArrowLeft size={24} aria-hidden="true" />
        </Anchor>
        <Title order={1}>{name ? `${name} — Survey` : 'Survey'}</Title>
      </Group>
      {survey.data ? (
        <MemberSurveyView survey={survey.data} />
      ) : (
        <ProfileQueryState
          query={waiting ? { ...survey, isPending: true, isError: false } : survey}
          unavailable={!waiting && call === null}
          label="Loading the survey"
        />
      )}
    </Stack>
  );
}
