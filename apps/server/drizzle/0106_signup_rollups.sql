CREATE TABLE "signup_firsts" (
	"email" text NOT NULL,
	"step" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "signup_firsts_email_step_pk" PRIMARY KEY("email","step")
);
--> statement-breakpoint
CREATE TABLE "signup_step_days" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "signup_step_days_day_step_pk" PRIMARY KEY("day","step")
);
--> statement-breakpoint
-- The sign-up form's people per day and step, first reaches only: a statement trigger with its
-- transition table, one pass whatever the row count. A person's first row at a step (and at any
-- step, '*') writes signup_firsts; only the rows that insert wrote count in signup_step_days.
-- The log is never edited or deleted, so nothing takes away.
CREATE FUNCTION signup_rollups_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH reached AS (
    SELECT DISTINCT ON (email, step) email, step, (created_at AT TIME ZONE 'UTC')::date AS day
    FROM (SELECT email, step, created_at FROM new_rows UNION ALL SELECT email, '*', created_at FROM new_rows) r
    ORDER BY email, step, created_at
  ), firsts AS (
    INSERT INTO signup_firsts (email, step, day) SELECT email, step, day FROM reached
    ON CONFLICT (email, step) DO NOTHING
    RETURNING day, step
  )
  INSERT INTO signup_step_days AS d (day, step, people)
  SELECT day, step, count(*) FROM firsts GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, step) DO UPDATE SET people = d.people + excluded.people;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER signup_log_rollups AFTER INSERT ON signup_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION signup_rollups_add();
--> statement-breakpoint
-- The log written before this migration.
INSERT INTO signup_firsts (email, step, day)
SELECT email, step, min((created_at AT TIME ZONE 'UTC')::date)
FROM (SELECT email, step, created_at FROM signup_log UNION ALL SELECT email, '*', created_at FROM signup_log) r
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO signup_step_days (day, step, people) SELECT day, step, count(*) FROM signup_firsts GROUP BY 1, 2;
