ALTER TABLE "schools" ADD COLUMN "mis_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_id_lower" ON "users" USING btree (lower("login_id"));--> statement-breakpoint
UPDATE "schools" SET "mis_code" = s."value" FROM "app_settings" s WHERE s."key" = 'school.misCode.' || "schools"."school_code";--> statement-breakpoint
DELETE FROM "app_settings" WHERE "key" LIKE 'school.misCode.%';
