import { Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './editor-action-bar.module.css';

interface EditorActionBarProps {
  /** 'New article' or 'Editing' plus the article's state. */
  heading: string;
  /** Save (draft=1): 'Save', then 'Saved' once saved (docs/product/screens.md). */
  saved: boolean;
  saving: boolean;
  /** What is still missing before Save is possible ("a photo and a background"), or ''. */
  missing: string;
  /** When the local copy was last written. */
  keptAt: Date | null;
  onSave: () => void;
  onReady: () => void;
}

const timeOf = (d: Date) => d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The editor's actions: a sticky bar under the header on wide screens, at the bottom on phones.
 */
export function EditorActionBar({
  heading,
  saved,
  saving,
  missing,
  keptAt,
  onSave,
  onReady,
}: EditorActionBarProps) {
  const saveButton = (
    <Button
      variant="default"
      onClick={onSave}
      loading={saving}
      disabled={Boolean(missing)}
      leftSection={
        saved ? <IconCheck size={16} aria-hidden="true" /> : <IconDeviceFloppy size={16} aria-hidden="true" />
      }
      aria-describedby={missing ? 'editor-save-missing' : undefined}
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
  return (
    <div className={classes.bar}>
      <div className={classes.inner}>
        <Group gap="sm" wrap="nowrap" className={classes.left}>
          <Anchor component={Link} to="/my/articles" underline="never" className={classes.back}>
            <IconArrowLeft size={18} aria-hidden="true" />
            <span>My Articles</span>
          </Anchor>
          <Text size="sm" c="dimmed" className={classes.heading}>
            {heading}
            {keptAt ? ` · kept on this device at ${timeOf(keptAt)}` : ''}
          </Text>
        </Group>
        <div className={classes.actions}>
          {missing ? (
            <Text id="editor-save-missing" size="xs" c="dimmed" className={classes.missing}>
              To save, add {missing}.
            </Text>
          ) : null}
          <Group gap="xs" wrap="nowrap" className={classes.buttons}>
            {missing ? (
              <Tooltip
                label={`To save, add ${missing}.`}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                <span className={classes.disabledWrap}>{saveButton}</span>
              </Tooltip>
            ) : (
              saveButton
            )}
            <Button
              onClick={onReady}
              leftSection={<IconEye size={16} aria-hidden="true" />}
              className={classes.ready}
            >
              Ready to publish?
            </Button>
          </Group>
        </div>
      </div>
    </div>
  );
}
