import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { heroClasses } from './profile-hero';

interface ImageUploadButtonProps {
  /** The input's accessible name, e.g. 'Profile photo'. */
  label: string;
  /** What the button shows, e.g. 'Change cover'. */
  children: ReactNode;
  icon: ReactNode;
  onFile: (file: File) => void;
  disabled?: boolean;
  compact?: boolean;
}

/**
 * A labelled file input for a JPEG or PNG, shown as a small button over the cover or avatar.
 * The input stays in the page (visually hidden, focusable), so it is found by its label.
 */
export function ImageUploadButton({
  label,
  children,
  icon,
  onFile,
  disabled,
  compact,
}: ImageUploadButtonProps) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a failure.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        aria-label={label}
        className={heroClasses.hiddenInput}
        onChange={handleChange}
        disabled={disabled}
      />
      <Button
        component="label"
        htmlFor={id}
        aria-hidden="true"
        className={heroClasses.fileButton}
        size={compact ? 'compact-sm' : 'xs'}
        variant="white"
        color="navy.9"
        radius="xl"
        leftSection={icon}
        data-disabled={disabled || undefined}
        style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
      >
        {children}
      </Button>
    </>
  );
}
