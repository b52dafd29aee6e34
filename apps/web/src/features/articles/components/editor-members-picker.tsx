import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MembersPicker, type MembersPickerProps } from '../../../components/members-picker';
import { useMyMembers } from '../../matching';

type EditorMembersPickerProps = Pick<MembersPickerProps, 'value' | 'onChange' | 'assigned' | 'error'>;

/** Private articles: the captain's own members who may read it (at least one to publish). */
export function EditorMembersPicker(props: EditorMembersPickerProps) {
  const members = useMyMembers();
  return (
    <MembersPicker
      {...props}
      members={members}
      description="Only these members can read the article"
      empty={
        <>
          <Text size="sm" c="dimmed">
            You have no members yet, so a private article has no readers. Members appear once you accept their{' '}
            <Anchor component={Link} to="/my/incoming-requests">
              requests
            </Anchor>
            .
          </Text>
          {props.error ? (
            <Text size="sm" c="var(--mantine-color-error)" mt={4} role="alert">
              {props.error}
            </Text>
          ) : null}
        </>
      }
    />
  );
}
