import { useId, useState } from 'react';
import { ActionIcon, Group, Input, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { FileChooseButton } from '../../../components/file-choose-button';
import { formatBytes } from '../../../components/file-picker';
import { checkFile, type FileRule } from '../../../lib/file-rules';
import { useFilePreview } from '../../../lib/use-file-preview';
import fileField from '../../../components/file-field.module.css';
import classes from './editor-image-picker.module.css';

interface EditorImagePickerProps {
  label: string;
  description: string;
  rule: FileRule;
  /** A new file, or null to keep the stored image. */
  file: File | null;
  /** The image the article already has (edit flow). */
  storedUrl: string | null;
  onChange: (file: File | null) => void;
  /** A message from the form (required, or the server's). */
  error?: string;
  /** 'wide' for a background, 'card' for a photo. */
  shape?: 'wide' | 'card';
  chooseLabel?: string;
}

/**
 * A labelled image input with a large preview. A file of the wrong type or size is refused with
 * its message and the previous choice stays.
 */
export function EditorImagePicker({
  label,
  description,
  rule,
  file,
  storedUrl,
  onChange,
  error,
  shape = 'card',
  chooseLabel = 'Choose image',
}: EditorImagePickerProps) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const preview = useFilePreview(file);
  const shown = file ? preview : storedUrl;
  const message = refused ?? error;

  const pick = (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkFile(chosen, rule);
    setRefused(problem);
    if (!problem) onChange(chosen);
  };

  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Input.Label htmlFor={id} size="sm" fw={600}>
          {label}
        </Input.Label>
        <Input.Description id={`${id}-description`}>{description}</Input.Description>
      </Stack>
      <div
        className={`${fileField.tile} ${classes.tile}`}
        data-shape={shape}
        data-error={message ? true : undefined}
      >
        {shown ? (
          <img src={shown} alt={`${label} preview`} className={classes.image} />
        ) : (
          <label htmlFor={id} className={classes.empty}>
            <IconPhotoPlus size={30} stroke={1.4} aria-hidden="true" />
            <Text size="sm" fw={600}>
              {chooseLabel}
            </Text>
          </label>
        )}
      </div>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" className={classes.name}>
          {file
            ? `${file.name} (${formatBytes(file.size)})`
            : storedUrl
              ? 'Current image'
              : 'No image chosen'}
        </Text>
        <Group gap={4} wrap="nowrap">
          <FileChooseButton
            id={id}
            size="compact-sm"
            accept={rule.types.join(',')}
            onPick={pick}
            aria-label={label}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-description${message ? ` ${id}-error` : ''}`}
          >
            {shown ? 'Replace' : 'Upload'}
          </FileChooseButton>
          {file ? (
            <Tooltip label={storedUrl ? 'Keep the current image' : 'Remove'} withArrow>
              <ActionIcon
                variant="subtle"
                color={storedUrl ? 'gray' : 'red'}
                aria-label={storedUrl ? `Keep the current ${label.toLowerCase()}` : `Remove ${file.name}`}
                onClick={() => {
                  setRefused(null);
                  onChange(null);
                }}
              >
                {storedUrl ? (
                  <IconArrowBackUp size={16} aria-hidden="true" />
                ) : (
                  <IconTrash size={16} aria-hidden="true" />
                )}
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {message ? <Input.Error id={`${id}-error`}>{message}</Input.Error> : null}
    </Stack>
  );
}
