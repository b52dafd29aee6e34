import type { ChangeEvent, ComponentPropsWithoutRef, ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import classes from './file-field.module.css';

type NativeInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'onChange' | 'size' | 'children'>;

interface HiddenFileInputProps extends NativeInputProps {
  /** The chosen file, or null when the dialog was closed without one. */
  onPick: (file: File | null) => void;
}

/**
 * A visually hidden, focusable native file input. The value is cleared after each choice, so the
 * same file can be chosen again after a removal or a refusal.
 */
export function HiddenFileInput({ onPick, className, ...props }: HiddenFileInputProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    onPick(chosen);
  };
  return (
    <input
      type="file"
      className={className ? `${classes.input} ${className}` : classes.input}
      onChange={pick}
      {...props}
    />
  );
}

interface FileChooseButtonProps extends HiddenFileInputProps {
  id: string;
  /** The button's text, e.g. 'Choose photo'. */
  children: ReactNode;
  size?: ButtonProps['size'];
}

/**
 * The hidden file input and its label drawn as a button (hidden from screen readers: the input
 * itself is announced). The button shows the focus ring of the input.
 */
export function FileChooseButton({ id, children, size = 'xs', ...inputProps }: FileChooseButtonProps) {
  return (
    <>
      <HiddenFileInput id={id} {...inputProps} />
      <Button
        component="label"
        htmlFor={id}
        variant="default"
        size={size}
        className={classes.button}
        leftSection={<IconUpload size={14} aria-hidden="true" />}
        aria-hidden="true"
      >
        {children}
      </Button>
    </>
  );
}
