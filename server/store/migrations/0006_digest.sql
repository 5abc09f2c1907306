CREATE TABLE "digest_jobs" (
	"arn" text NOT NULL,
	"day" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "digest_jobs_arn_day_pk" PRIMARY KEY("arn","day")
);
--> statement-breakpoint
CREATE TABLE "digest_settings" (
	"arn" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enabled" boolean NOT NULL,
	"time" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
