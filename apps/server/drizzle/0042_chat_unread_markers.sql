ALTER TABLE "conversation_members" ADD COLUMN "unread_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "unread_upto" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members" USING btree ("unread_since") WHERE "conversation_members"."unread_since" is not null;--> statement-breakpoint
-- Written by hand from here (drizzle-kit generate made the columns and index above). Decision 0045.
-- A message from someone moves the conversation's member rows in one UPDATE: the sender's read
-- mark to it (their own message is read), and each other member's newest message from someone else
-- (unread_upto) and, if none was waiting, when this one arrived (unread_since). One statement, after
-- the sending statement has updated the conversation's row, so two people writing in one
-- conversation at once queue on that row and never hold each other's member row (a deadlock when
-- the sender's mark was its own step). The chat bot's messages (no sender) move nothing, as no mail
-- is sent for them and nobody sent them.
CREATE OR REPLACE FUNCTION chat_unread_markers() RETURNS trigger AS $$
BEGIN
  IF NEW.sender_id IS NOT NULL THEN
    UPDATE conversation_members SET
        last_read_message_id = CASE WHEN user_id = NEW.sender_id
          THEN greatest(last_read_message_id, NEW.id) ELSE last_read_message_id END,
        unread_upto = CASE WHEN user_id = NEW.sender_id
          THEN unread_upto ELSE greatest(unread_upto, NEW.id) END,
        unread_since = CASE WHEN user_id = NEW.sender_id
          THEN unread_since ELSE coalesce(unread_since, NEW.created_at) END
      WHERE conversation_id = NEW.conversation_id;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER chat_unread_markers AFTER INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_unread_markers();
--> statement-breakpoint
-- Reading up to the newest message from someone else, or being mailed, clears the wait. The
-- comparison is with the row as it is written: a read mark computed before a message committed
-- finds that message's id in unread_upto (the row it updates is the committed one) and leaves the
-- wait standing.
CREATE OR REPLACE FUNCTION conversation_members_unread_cleared() RETURNS trigger AS $$
BEGIN
  IF NEW.last_read_message_id >= NEW.unread_upto OR NEW.mailed_at IS DISTINCT FROM OLD.mailed_at THEN
    NEW.unread_since := NULL;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER conversation_members_unread_cleared BEFORE UPDATE OF last_read_message_id, mailed_at
  ON conversation_members FOR EACH ROW EXECUTE FUNCTION conversation_members_unread_cleared();
--> statement-breakpoint
UPDATE conversation_members cm SET unread_upto = w.upto, unread_since = w.since
  FROM (SELECT c.conversation_id, c.user_id, max(m.id) AS upto,
          min(m.created_at) FILTER (WHERE m.id > c.last_read_message_id
            AND (c.mailed_at IS NULL OR m.created_at > c.mailed_at)) AS since
        FROM conversation_members c
        JOIN chat_messages m ON m.conversation_id = c.conversation_id
          AND m.sender_id IS NOT NULL AND m.sender_id <> c.user_id
        GROUP BY c.conversation_id, c.user_id) w
  WHERE w.conversation_id = cm.conversation_id AND w.user_id = cm.user_id;
--> statement-breakpoint
-- The planner learns the new columns now, not at the next autovacuum: the sweep walks the index.
ANALYZE conversation_members;
