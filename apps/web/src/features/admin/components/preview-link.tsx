import { useState } from 'react';
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import type { PreviewResource } from '@keh/contracts';
import { useMintPreviewToken } from '../api/admin-api';
import { loadErrorText } from '../console-texts';
import { memberSurveyPath, staffPreviewPath } from '../staff';

/**
 * A link to this staff preview that opens without a sign-in (docs/product/README.md): it carries a preview
 * token made for this one article or Member, read-only and good for 15 minutes, never the session.
 */
export function PreviewLink({ resource, id }: { resource: PreviewResource; id: number }) {
  const mint = useMintPreviewToken(resource, id);
  const [url, setUrl] = useState<string | null>(null);
  const make = () =>
    mint.mutate(undefined, {
      onSuccess: ({ token }) => {
        const path = resource === 'article' ? staffPreviewPath(id, token) : memberSurveyPath(id, token);
        setUrl(`${window.location.origin}${path}`);
      },
    });

  if (!url)
    return (
      <Stack gap={4} align="flex-start">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLink size={14} aria-hidden="true" />}
          loading={mint.isPending}
          onClick={make}
        >
          Share a 15-minute link
        </Button>
        {mint.isError ? (
          <Text size="xs" c="red.8" role="alert">
            {loadErrorText(mint.error)}
          </Text>
        ) : null}
      </Stack>
    );
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" w="100%" maw={560}>
      <TextInput
        label="Preview link (view only, works for 15 minutes)"
        value={url}
        readOnly
        size="xs"
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="default"
            onClick={copy}
            leftSection={
              copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
            }
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
