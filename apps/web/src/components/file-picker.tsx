import { useId, type ReactNode } from 'react';
import { ActionIcon, Avatar, Group, Input, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { FileChooseButton } from './file-choose-button';
import fileField from './file-field.module.css';
import classes from './file-picker.module.css';
import { useFilePreview } from '../lib/use-file-preview';

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

interface FilePickerProps {
  label: ReactNode;
  description?: ReactNode;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string | null;
  /** 'image' shows a round preview of the chosen picture; 'document' a file icon. */
  kind: 'image' | 'document';
  chooseLabel: string;
  changeLabel?: string;
  required?: boolean;
}

/**
 * A labelled native file input with a button-like label, a preview and a remove button.
 * The input stays in the page (visually hidden, focusable), so it is found by its label.
 */
export function FilePicker({
  label,
  description,
  accept,
  file,
  onChange,
  onBlur,
  error,
  kind,
  chooseLabel,
  changeLabel = 'Change file',
  required,
}: FilePickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const preview = useFilePreview(kind === 'image' ? file : null);

  const handleChange = (chosen: File | null) => {
    if (chosen) onChange(chosen);
    onBlur?.();
  };

  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Input.Label htmlFor={id} size="md">
          {label}
        </Input.Label>
        {description ? (
          <Input.Description id={descriptionId} size="md">
            {description}
          </Input.Description>
        ) : null}
      </Stack>
      <div className={`${fileField.tile} ${classes.tile}`} data-error={error ? true : undefined}>
        <Group gap="md" wrap="nowrap">
          {kind === 'image' ? (
            <Avatar src={preview} size={64} radius="xl" color="navy" alt="">
              <IconPhoto size={28} aria-hidden="true" />
            </Avatar>
          ) : (
            <ThemeIcon size={48} radius="md" variant="light" color={file ? 'red' : 'gray'} aria-hidden="true">
              <IconFileTypePdf size={26} />
            </ThemeIcon>
          )}
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            {file ? (
              <Text size="sm" className={classes.name}>
                <strong>{file.name}</strong>{' '}
                <Text span size="xs" c="dimmed">
                  ({formatBytes(file.size)})
                </Text>
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                No file chosen
              </Text>
            )}
            <Group gap="xs">
              <FileChooseButton
                id={id}
                accept={accept}
                onPick={handleChange}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                aria-required={required || undefined}
              >
                {file ? changeLabel : chooseLabel}
              </FileChooseButton>
              {file ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="md"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => {
                    onChange(null);
                    onBlur?.();
                  }}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </div>
      {error ? (
        <Input.Error id={errorId} size="md">
          {error}
        </Input.Error>
      ) : null}
    </Stack>
  );
}
