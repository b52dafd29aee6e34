import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { UNSUPPORTED_IMAGE } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';

/** docs/product/errors.md: an image of a type the editor does not take. */
export function EditorUhOhModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppModal opened={opened} onClose={onClose} title={UNSUPPORTED_IMAGE.title} size="sm">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="khaki.8" aria-hidden="true">
            <IconPhotoOff size={24} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text>{UNSUPPORTED_IMAGE.text}</Text>
            <Text size="sm" c="dimmed">
              {UNSUPPORTED_IMAGE.hint}
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus miw={96}>
            Ok
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
