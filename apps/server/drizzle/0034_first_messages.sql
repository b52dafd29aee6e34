-- Who opened each conversation and when each member first wrote in it, kept by a trigger on
-- chat_messages, so how soon people answer (chat/first-replies.repository.ts) is read from two
-- rows per conversation instead of searched for in its messages. Written by hand
-- (drizzle-kit generate --custom).
CREATE OR REPLACE FUNCTION chat_first_messages() RETURNS trigger AS $$
BEGIN
  UPDATE conversations SET first_message_at = NEW.created_at, first_sender_id = NEW.sender_id
    WHERE id = NEW.conversation_id AND first_message_at IS NULL;
  IF NEW.sender_id IS NOT NULL THEN
    UPDATE conversation_members SET first_sent_at = NEW.created_at
      WHERE conversation_id = NEW.conversation_id AND user_id = NEW.sender_id AND first_sent_at IS NULL;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER chat_first_messages AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_first_messages();
--> statement-breakpoint
UPDATE conversations c SET first_message_at = m.created_at, first_sender_id = m.sender_id
  FROM (SELECT DISTINCT ON (conversation_id) conversation_id, created_at, sender_id
        FROM chat_messages ORDER BY conversation_id, id) m
  WHERE m.conversation_id = c.id;
--> statement-breakpoint
UPDATE conversation_members cm SET first_sent_at = m.created_at
  FROM (SELECT DISTINCT ON (conversation_id, sender_id) conversation_id, sender_id, created_at
        FROM chat_messages WHERE sender_id IS NOT NULL ORDER BY conversation_id, sender_id, id) m
  WHERE m.conversation_id = cm.conversation_id AND m.sender_id = cm.user_id;
