import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MSG,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportReason,
  type ReportTargetType,
} from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorText, isApiError } from '../../../lib/api';
import { useSendReport } from '../api/safety-api';

/** What is reported, as the dialog's title names it. */
const TITLES: Record<ReportTargetType, string> = {
  user: 'Report this person',
  message: 'Report this message',
  feed_comment: 'Report this comment',
  article: 'Report this article',
};

interface ReportModalProps {
  opened: boolean;
  onClose: () => void;
  targetType: ReportTargetType;
  targetId: number;
}

/** The report dialog: a reason (text required with "Other"), sent to the moderators. */
export function ReportModal({ opened, onClose, targetType, targetId }: ReportModalProps) {
  const send = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string; form?: string }>({});

  const close = () => {
    setReason(null);
    setText('');
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const next = {
      reason: reason ? undefined : MSG.reportReasonRequired,
      text: reason === 'other' && !text.trim() ? MSG.reportTextRequired : undefined,
    };
    setErrors(next);
    if (next.reason || next.text || !reason) return;
    try {
      await send.mutateAsync({
        target_type: targetType,
        target_id: targetId,
        reason,
        text: text.trim() || undefined,
      });
      notifications.show({ color: 'green', title: 'Report sent', message: MSG.reportSent });
      close();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422)
        setErrors({
          reason: failure.fieldError('reason'),
          text: failure.fieldError('text'),
          form: failure.fieldError('reason') || failure.fieldError('text') ? undefined : failure.message,
        });
      else setErrors({ form: errorText(failure) });
    }
  };

  return (
    <AppModal opened={opened} onClose={close} title={TITLES[targetType]}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Our moderators will look at it. The person is never told who reported them.
        </Text>
        <Radio.Group
          label="Reason"
          value={reason}
          onChange={(value) => {
            setReason(value as ReportReason);
            setErrors({});
          }}
          error={errors.reason}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={REPORT_REASON_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Tell us more"
          description={reason === 'other' ? 'Required for “Other”.' : 'Optional.'}
          autosize
          minRows={3}
          maxLength={REPORT_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.text}
          withAsterisk={reason === 'other'}
        />
        {errors.form ? (
          <Text size="sm" c="red.8" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button color="red.8" onClick={() => void submit()} loading={send.isPending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
