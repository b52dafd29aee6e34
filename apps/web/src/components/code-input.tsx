import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { PinInput, Stack, Text } from '@mantine/core';
import { OTP_LENGTH } from '@keh/contracts';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  onComplete: (value: string) => void;
  /** Called when focus leaves the whole group (not when moving between boxes). */
  onBlur?: () => void;
  error?: string | null;
  disabled?: boolean;
}

/** The four-digit code: a group labelled 'Code' with one labelled box per digit. */
export function CodeInput({ value, onChange, onComplete, onBlur, error, disabled }: CodeInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const firstBox = useRef<HTMLInputElement>(null);
  // After a refused code the boxes are emptied: put the caret back in the first one.
  useEffect(() => {
    if (error && !disabled && value === '') firstBox.current?.focus();
  }, [error, disabled, value]);
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  return (
    <Stack gap={6}>
      <Text id={labelId} component="span" fw={500} size="sm">
        Code
      </Text>
      <PinInput
        ref={firstBox}
        length={OTP_LENGTH}
        type="number"
        size="lg"
        oneTimeCode
        autoFocus
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        onBlur={handleBlur}
        disabled={disabled}
        error={Boolean(error)}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        getInputProps={(index) => ({ 'aria-label': `Code digit ${index + 1}` })}
      />
      {error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
