CREATE TABLE "drafts" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"pan" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drafts_user_id_kind_pan_pk" PRIMARY KEY("user_id","kind","pan")
);
--> statement-breakpoint
CREATE TABLE "idempotency" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status" integer,
	"response" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "poster_seen" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_created_at" ON "idempotency" USING btree ("created_at");