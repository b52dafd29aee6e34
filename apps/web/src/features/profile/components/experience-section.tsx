import { useState } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ExperienceItem, MemberRole } from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { SavingIndicator, type SavingStatus } from '../../../components/saving-indicator';
import { errorText } from '../../../lib/api';
import { useExperienceMutations } from '../api/profile-edit-api';
import { ExperienceCards } from './experience-cards';
import { ExperienceFormModal } from './experience-form-modal';
import { SectionCard } from '../../../components/section-card';

/** Experience cards of My Profile: add, edit, delete (after a confirm). */
export function ExperienceSection({ role, items }: { role: MemberRole; items: ExperienceItem[] }) {
  const { remove } = useExperienceMutations(role);
  const [editing, setEditing] = useState<ExperienceItem | null>(null);
  const [opened, setOpened] = useState(false);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const [deleting, setDeleting] = useState<ExperienceItem | null>(null);

  const open = (item: ExperienceItem | null) => {
    setEditing(item);
    setOpened(true);
  };

  const deleteItem = async (item: ExperienceItem) => {
    setStatus('saving');
    try {
      await remove.mutateAsync(item.id);
      setStatus('saved');
      setDeleting(null);
    } catch (error) {
      setStatus('error');
      setDeleting(null);
      notifications.show({ color: 'red', title: 'Not deleted', message: errorText(error) });
    }
  };

  return (
    <SectionCard
      title="Experience"
      description="Where you have worked or served, and what you did."
      aside={
        <Group gap="sm">
          <SavingIndicator status={status} />
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            variant="light"
            onClick={() => open(null)}
          >
            Add experience
          </Button>
        </Group>
      }
    >
      <ExperienceCards
        items={items}
        emptyText="No experience added yet. Add the roles that shaped you."
        actions={(item) => (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="navy"
              aria-label={`Edit ${item.company_name}`}
              onClick={() => open(item)}
            >
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={`Delete ${item.company_name}`}
              onClick={() => setDeleting(item)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        )}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete experience"
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? deleteItem(deleting) : undefined)}
      >
        <Text size="sm">
          Are you sure you want to delete your experience at <strong>{deleting?.company_name}</strong>?
        </Text>
      </ConfirmModal>
      <ExperienceFormModal
        role={role}
        item={editing}
        opened={opened}
        onClose={() => setOpened(false)}
        onSaved={() => {
          setOpened(false);
          setStatus('saved');
        }}
      />
    </SectionCard>
  );
}
