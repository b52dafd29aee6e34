import { Button, Group, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type MemberRole, type UserProfile } from '@keh/contracts';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSurveyOptions } from '../../../lib/survey-options';
import { memberRole, useUserProfile } from '../api/profile-api';
import { ExperienceSection } from '../components/experience-section';
import { MyProfileHero } from '../components/my-profile-hero';
import { OwnResponsiveness } from '../components/own-responsiveness';
import { ProfileChecklist } from '../components/profile-checklist';
import { ProfessionalExperienceSection } from '../components/professional-experience-section';
import { ProfileHero, RoleBadge } from '../components/profile-hero';
import { QuestionnaireButton } from '../components/questionnaire-button';
import { OtherExpertiseSection, SkillsSection, SpecialismsSection } from '../components/skills-sections';

/** Where others see this person: /mentor/profile for captains, /mentee/{id} for members. */
export function publicProfilePath(profile: Pick<UserProfile, 'type' | 'id'>): string | null {
  if (profile.type === 'mentor') return '/mentor/profile';
  if (profile.type === 'mentee') return `/mentee/${profile.id}`;
  return null;
}

/** /my/profile: cover, photo, professional experience, experience, skills, specialisms, expertise. */
export function MyProfilePage() {
  usePageTitle('My Profile');
  const profile = useUserProfile();
  const publicPath = profile.data ? publicProfilePath(profile.data) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1}>My Profile</Title>
        {publicPath ? (
          <Button
            component={Link}
            to={publicPath}
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            View public profile
          </Button>
        ) : null}
      </Group>
      {profile.isPending ? <LoadingState label="Loading your profile" /> : null}
      {profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : null}
      {profile.data ? <ProfileContent profile={profile.data} /> : null}
    </Stack>
  );
}

function ProfileContent({ profile }: { profile: UserProfile }) {
  const role = memberRole(profile.type);
  if (!role) {
    // Moderators and admins keep a simple card: the profile calls belong to captains and members.
    return (
      <ProfileHero
        firstName={profile.first_name}
        lastName={profile.last_name}
        avatar={profile.avatar}
        cover={profile.bg_image}
        location={profile.location}
        nameOrder={2}
        badges={<RoleBadge role={profile.type} />}
      />
    );
  }
  return <EditableProfile profile={profile} role={role} />;
}

function EditableProfile({ profile, role }: { profile: UserProfile; role: MemberRole }) {
  const options = useSurveyOptions();
  return (
    <Stack gap="lg">
      <MyProfileHero profile={profile} role={role}>
        {role === 'mentee' ? <QuestionnaireButton profile={profile} /> : <OwnResponsiveness />}
      </MyProfileHero>
      <ProfileChecklist profile={profile} role={role} />
      <ProfessionalExperienceSection role={role} html={profile.professional_experience} />
      <ExperienceSection role={role} items={profile.experience} />
      {options.isPending ? <LoadingState label="Loading skills" /> : null}
      {options.isError ? (
        <ErrorState onRetry={() => void options.refetch()} retrying={options.isFetching} />
      ) : null}
      {options.data ? (
        <>
          <SkillsSection role={role} profile={profile} options={options.data} />
          {role === 'mentor' ? (
            <SpecialismsSection role={role} profile={profile} options={options.data} />
          ) : null}
        </>
      ) : null}
      <OtherExpertiseSection role={role} profile={profile} />
    </Stack>
  );
}
