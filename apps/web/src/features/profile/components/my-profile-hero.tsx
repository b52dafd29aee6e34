import { useEffect, useState, type ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoEdit } from '@tabler/icons-react';
import { MSG, type MemberRole, type UserProfile } from '@keh/contracts';
import { IMAGE_RULE, checkFile } from '../../../lib/file-rules';
import { SavingIndicator, type SavingStatus } from '../../../components/saving-indicator';
import { isApiError } from '../../../lib/api';
import { useUploadImage, type ImageKind } from '../api/profile-edit-api';
import { ImageUploadButton } from './image-upload-button';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { ProfileHero, RoleBadge } from './profile-hero';

const NAMES: Record<ImageKind, string> = { avatar: 'profile photo', bg_image: 'cover image' };

/** The top of My Profile: cover and photo with upload (preview, type and size checks), name, location. */
export function MyProfileHero({
  profile,
  role,
  children,
}: {
  profile: UserProfile;
  role: MemberRole;
  children?: ReactNode;
}) {
  const upload = useUploadImage(role);
  const [previews, setPreviews] = useState<Partial<Record<ImageKind, string>>>({});
  const [status, setStatus] = useState<SavingStatus>('idle');
  const [error, setError] = useState<{ kind: ImageKind; message: string } | null>(null);

  // Object URLs of previews are freed when they are replaced or the page closes.
  useEffect(
    () => () => Object.values(previews).forEach((url) => url && URL.revokeObjectURL(url)),
    [previews],
  );

  const choose = async (kind: ImageKind, file: File) => {
    const problem = checkFile(file, IMAGE_RULE);
    if (problem) {
      setError({ kind, message: problem });
      setStatus('error');
      return;
    }
    setError(null);
    setPreviews((old) => ({ ...old, [kind]: URL.createObjectURL(file) }));
    setStatus('saving');
    try {
      await upload.mutateAsync({ kind, file });
      setStatus('saved');
    } catch (failure) {
      setStatus('error');
      const message = isApiError(failure) ? (failure.fieldError(kind) ?? failure.message) : MSG.generic;
      setError({ kind, message });
    } finally {
      setPreviews((old) => ({ ...old, [kind]: undefined }));
    }
  };

  const busy = upload.isPending;
  return (
    <ProfileHero
      firstName={profile.first_name}
      lastName={profile.last_name}
      avatar={previews.avatar ?? profile.avatar}
      cover={previews.bg_image ?? profile.bg_image}
      location={profile.location}
      nameOrder={2}
      badges={
        <>
          <RoleBadge role={profile.type} />
          {role === 'mentor' ? <AvailabilityBadge available={profile.available} /> : null}
        </>
      }
      coverAction={
        <ImageUploadButton
          label="Cover image"
          icon={<IconPhotoEdit size={16} aria-hidden="true" />}
          onFile={(file) => void choose('bg_image', file)}
          disabled={busy}
        >
          Change cover
        </ImageUploadButton>
      }
      avatarAction={
        <ImageUploadButton
          label="Profile photo"
          icon={<IconCamera size={16} aria-hidden="true" />}
          onFile={(file) => void choose('avatar', file)}
          disabled={busy}
          compact
        >
          Photo
        </ImageUploadButton>
      }
    >
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed">
            Photo and cover: JPEG or PNG, up to 500 KB.
          </Text>
          <SavingIndicator status={status} />
        </Group>
        {error ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {`Your ${NAMES[error.kind]} was not saved: ${error.message}`}
          </Text>
        ) : null}
      </Stack>
      {children}
    </ProfileHero>
  );
}
