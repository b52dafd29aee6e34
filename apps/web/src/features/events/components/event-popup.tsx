import { useState } from 'react';
import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus, IconLock, IconUsersGroup } from '@tabler/icons-react';
import { STORAGE_KEYS } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { readString, writeString } from '../../../lib/storage';
import { useTourActive } from '../../../lib/tour-state';

/**
 * The event popup (docs/product (permissions and limits)): shown once to a Member on the events page, until
 * 'Got it' stores hideEventPopup. Captains and staff never see it.
 */
export function EventPopup({ isMember }: { isMember: boolean }) {
  const [open, setOpen] = useState(() => isMember && readString(STORAGE_KEYS.hideEventPopup) === null);
  const close = () => {
    writeString(STORAGE_KEYS.hideEventPopup, 'true');
    setOpen(false);
  };
  // It waits for the How it works tour to end, if it is running.
  const touring = useTourActive();
  return (
    <AppModal opened={open && isMember && !touring} onClose={close} title="Welcome to Events">
      <Stack gap="md">
        <Text size="sm">
          Business Captains run workshops, networking evenings and meet-ups here. Come along, learn something
          new and meet others building their business.
        </Text>
        <List spacing="sm" size="sm" center>
          <List.Item
            icon={
              <ThemeIcon size={28} radius="xl" variant="light" color="navy">
                <IconUsersGroup size={16} aria-hidden="true" />
              </ThemeIcon>
            }
          >
            <strong>Public events</strong> are open to all members.
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon size={28} radius="xl" variant="light" color="khaki.7">
                <IconLock size={16} aria-hidden="true" />
              </ThemeIcon>
            }
          >
            <strong>Private events</strong> are for the members a captain invites.
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon size={28} radius="xl" variant="light" color="navy">
                <IconCalendarPlus size={16} aria-hidden="true" />
              </ThemeIcon>
            }
          >
            Open an event and choose <strong>Add to calendar</strong> so you don&apos;t miss it.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Use the arrows to move from day to day, or the Archive to look back at past events.
        </Text>
        <Button
          onClick={close}
          leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
          data-autofocus
        >
          Got it
        </Button>
      </Stack>
    </AppModal>
  );
}
