CREATE TABLE "school_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_code" text NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_changes" ADD CONSTRAINT "school_changes_school_code_schools_school_code_fk" FOREIGN KEY ("school_code") REFERENCES "public"."schools"("school_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_changes" ADD CONSTRAINT "school_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_changes_school_idx" ON "school_changes" USING btree ("school_code","created_at");--> statement-breakpoint
-- The Department manages the school master (privilege 52) from now on, as new databases seed
-- it; the Administrator keeps it. Only where the privilege and the role exist.
INSERT INTO "role_privileges" ("role_id", "privilege_id")
SELECT r."id", 52 FROM "roles" r
WHERE r."code" = 'DEPARTMENT' AND EXISTS (SELECT 1 FROM "privileges" p WHERE p."id" = 52)
ON CONFLICT DO NOTHING;
