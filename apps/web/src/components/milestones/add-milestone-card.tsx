import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MilestonePayload } from './milestone-model';
import { MilestoneForm } from './milestone-form';
import classes from './milestones.module.css';

/**
 * The 'Add milestone' form in its card, for a mentoring's plan and for a template alike: saves,
 * closes and says where the milestone went.
 */
export function AddMilestoneCard(props: {
  /** Where the milestone goes, for the confirmation: 'plan' or 'template'. */
  into: 'plan' | 'template';
  headingOrder: 2 | 3;
  onAdd: (payload: MilestonePayload) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} className={classes.addCard}>
      <Stack gap="sm">
        <Title order={props.headingOrder} fz="lg">
          Add milestone
        </Title>
        <MilestoneForm
          submitLabel="Add milestone"
          onCancel={props.onClose}
          onSave={async (payload) => {
            await props.onAdd(payload);
            props.onClose();
            notifications.show({
              color: 'green',
              title: 'Milestone added',
              message: `“${payload.milestone_name}” is in the ${props.into}.`,
            });
          }}
        />
      </Stack>
    </Paper>
  );
}
