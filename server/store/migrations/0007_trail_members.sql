ALTER TABLE "initiations" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "initiations" ADD COLUMN "member_name" text;--> statement-breakpoint
CREATE INDEX "initiations_arn_member_at_idx" ON "initiations" USING btree ("arn","member_id","at");