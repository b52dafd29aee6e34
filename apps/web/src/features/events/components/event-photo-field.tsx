import { useId } from 'react';
import { ActionIcon, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { EVENT_PHOTO_HELPER } from '@keh/contracts';
import { FileChooseButton } from '../../../components/file-choose-button';
import { formatBytes } from '../../../components/file-picker';
import { useFilePreview } from '../../../lib/use-file-preview';
import fileField from '../../../components/file-field.module.css';
import media from '../../../components/media-card.module.css';
import classes from './event-photo-field.module.css';

interface EventPhotoFieldProps {
  file: File | null;
  /** The stored photo (editing): shown until a new one replaces it. */
  current: string | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
}

/** The event photo (docs/product/validation.md): a labelled file input with a wide preview. */
export function EventPhotoField({ file, current, onChange, onBlur, error }: EventPhotoFieldProps) {
  const id = useId();
  const preview = useFilePreview(file);
  const shown = file ? preview : current;

  const choose = (chosen: File | null) => {
    if (chosen) onChange(chosen);
    onBlur();
  };

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Input.Label htmlFor={id}>Photo</Input.Label>
        <Input.Description id={`${id}-help`}>{EVENT_PHOTO_HELPER}</Input.Description>
      </Stack>
      <div className={`${fileField.tile} ${classes.tile}`} data-error={error ? true : undefined}>
        <div className={classes.preview} data-empty={shown ? undefined : true}>
          {shown ? (
            <img src={shown} alt="" className={media.cover} />
          ) : (
            <IconPhoto size={36} stroke={1.4} aria-hidden="true" />
          )}
        </div>
        <Stack gap={6} className={classes.side}>
          <Text size="sm" c={file ? undefined : 'dimmed'} className={classes.name}>
            {file ? (
              <>
                <strong>{file.name}</strong>{' '}
                <Text span size="xs" c="dimmed">
                  ({formatBytes(file.size)})
                </Text>
              </>
            ) : current ? (
              'The current photo stays unless you choose another.'
            ) : (
              'No photo chosen: the event shows its date instead.'
            )}
          </Text>
          <Group gap="xs">
            <FileChooseButton
              id={id}
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              onPick={choose}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            >
              {file || current ? 'Change photo' : 'Choose photo'}
            </FileChooseButton>
            {file ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  onChange(null);
                  onBlur();
                }}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            ) : null}
          </Group>
        </Stack>
      </div>
      {error ? <Input.Error id={`${id}-error`}>{error}</Input.Error> : null}
    </Stack>
  );
}
