-- Every app instance is told, in the transaction that makes the change, when a session ends or an admin
-- role is removed, however it happens (sign-out, sign-out-others, a password change, an account deleted,
-- an operator's SQL): its event streams of that session, or that admin's back-office stream, end at once.
-- Sent from the deleting transaction, the notice reaches each listener before any live event committed
-- after it (realtime/event-source.ts), so no later private event is written to a revoked stream.
CREATE FUNCTION notify_access_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('ipl_access', json_build_object('session', OLD.id)::text);
  ELSE
    PERFORM pg_notify('ipl_access', json_build_object('admin', OLD.user_id)::text);
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_access_ended
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_access_ended();
--> statement-breakpoint
CREATE TRIGGER admin_roles_access_ended
  AFTER DELETE ON admin_roles
  FOR EACH ROW EXECUTE FUNCTION notify_access_ended();
