ALTER TABLE "roles" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "scope_level" text DEFAULT 'state' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "workflow_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "roles" SET "scope_level" = 'school' WHERE "code" = 'SCHOOL_HEAD';--> statement-breakpoint
UPDATE "roles" SET "scope_level" = 'district' WHERE "code" = 'DQA';--> statement-breakpoint
-- Custom roles made before scopes existed: a role whose users all sit in a district was a district role in practice.
UPDATE "roles" SET "scope_level" = 'district' WHERE "code" NOT IN ('SCHOOL_HEAD', 'DQA', 'SQA', 'DEPARTMENT', 'ADMIN') AND EXISTS (SELECT 1 FROM "users" u WHERE u."role_id" = "roles"."id") AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."role_id" = "roles"."id" AND u."district_id" IS NULL);
