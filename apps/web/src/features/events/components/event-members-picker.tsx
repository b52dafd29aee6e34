import { Anchor, Input, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MembersPicker, type MembersPickerProps } from '../../../components/members-picker';
import { useMyMembers } from '../../matching';

type EventMembersPickerProps = Pick<
  MembersPickerProps,
  'value' | 'onChange' | 'onBlur' | 'assigned' | 'error'
>;

/** A private event's members: chosen from the captain's own (docs/product/validation.md). */
export function EventMembersPicker(props: EventMembersPickerProps) {
  const members = useMyMembers();
  return (
    <MembersPicker
      {...props}
      members={members}
      description="Only these members will see the event"
      clearable
      empty={
        <>
          <Text size="sm" c="dimmed">
            You have no members yet, so nobody could see a private event. Members appear once you accept their{' '}
            <Anchor component={Link} to="/my/incoming-requests">
              requests
            </Anchor>
            ; until then, make the event public.
          </Text>
          {props.error ? <Input.Error mt={4}>{props.error}</Input.Error> : null}
        </>
      }
    />
  );
}
