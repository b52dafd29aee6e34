import { useState, type ReactNode } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorText } from '../lib/api';
import { downloadFile } from '../lib/download';

interface DownloadButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'loading'> {
  /** API path of the file, e.g. 'user/profile/details-pdf'. */
  path: string;
  filename: string;
  children: ReactNode;
}

/** Downloads a protected file with the session token, showing progress and any failure. */
export function DownloadButton({ path, filename, children, ...buttonProps }: DownloadButtonProps) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setLoading(true);
    setError(null);
    try {
      await downloadFile(path, filename);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap={4}>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        {...buttonProps}
        loading={loading}
        onClick={() => void download()}
      >
        {children}
      </Button>
      {loading ? (
        <Text size="xs" c="dimmed" role="status">
          Preparing your file…
        </Text>
      ) : null}
      {error ? (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
