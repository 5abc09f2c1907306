CREATE TABLE "initiations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "initiations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"arn" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"kind" text NOT NULL,
	"pan" text,
	"investor" text,
	"folio" text,
	"scheme" text,
	"amount" text,
	"reference" text,
	"reference_kind" text,
	"outcome" text NOT NULL,
	"message" text,
	"idempotency_key" text,
	"state" text,
	"expires_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"detail" jsonb
);
--> statement-breakpoint
CREATE INDEX "initiations_arn_at_idx" ON "initiations" USING btree ("arn","at");--> statement-breakpoint
CREATE INDEX "initiations_arn_reference_idx" ON "initiations" USING btree ("arn","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "initiations_user_key_idx" ON "initiations" USING btree ("user_id","idempotency_key");