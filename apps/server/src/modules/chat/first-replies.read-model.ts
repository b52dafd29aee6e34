import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * Hours a person took to send their first reply in each direct conversation the other person
 * started, over the window (issue 33: a captain's responsiveness), as text `h1,h2,…` (null for
 * none): a fragment for one person, to place in another module's statement (a captain card reads it
 * beside the card). Who opened a conversation and when each member first wrote in it are kept on the
 * rows by a trigger on chat_messages (migration 0034): a member who did not open it first wrote after
 * it opened, so that first message is their reply.
 */
export const firstReplyHoursSql = (userId: SQLWrapper | number, windowDays: number) =>
  sql<
    string | null
  >`(select string_agg((extract(epoch from cm.first_sent_at - c.first_message_at) / 3600)::text, ',')
    from conversation_members cm
    join conversations c on c.id = cm.conversation_id
    where cm.user_id = ${userId}
      and c.kind = 'direct'
      and cm.first_sent_at is not null
      and c.first_sender_id is distinct from cm.user_id
      and c.first_message_at > now() - make_interval(days => ${windowDays}))`;
