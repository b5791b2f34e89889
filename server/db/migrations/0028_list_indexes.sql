CREATE TABLE "school_counts" (
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"management" text NOT NULL,
	"active" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "school_counts_district_id_block_id_management_active_pk" PRIMARY KEY("district_id","block_id","management","active")
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"role_id" integer NOT NULL,
	"active" boolean NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"school_district_id" integer NOT NULL,
	"school_block_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_counts_role_id_active_district_id_block_id_school_district_id_school_block_id_pk" PRIMARY KEY("role_id","active","district_id","block_id","school_district_id","school_block_id")
);
--> statement-breakpoint
CREATE TABLE "schools_without_form" (
	"cycle_id" integer NOT NULL,
	"school_code" text NOT NULL,
	"name" text NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	CONSTRAINT "schools_without_form_cycle_id_school_code_pk" PRIMARY KEY("cycle_id","school_code")
);
--> statement-breakpoint
DROP INDEX "schools_district_idx";--> statement-breakpoint
DROP INDEX "forms_cycle_status_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school_district_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school_block_id" integer;--> statement-breakpoint
CREATE INDEX "schools_without_form_name_idx" ON "schools_without_form" USING btree ("cycle_id","name","school_code");--> statement-breakpoint
CREATE INDEX "schools_name_trgm_idx" ON "schools" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_school_idx" ON "users" USING btree ("school_code");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("login_id" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_cycle_status_id_idx" ON "forms" USING btree ("cycle_id","status","id");--> statement-breakpoint
CREATE INDEX "forms_cycle_attempted_idx" ON "forms" USING btree ("cycle_id","attempted","id");--> statement-breakpoint
CREATE INDEX "forms_cycle_status_attempted_idx" ON "forms" USING btree ("cycle_id","status","attempted","id");--> statement-breakpoint
CREATE INDEX "forms_cycle_updated_idx" ON "forms" USING btree ("cycle_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "forms_cycle_report_score_idx" ON "forms" USING btree ("cycle_id",coalesce("self_score", -1),"id") WHERE "forms"."status" = 9;--> statement-breakpoint
CREATE INDEX "complaints_school_created_idx" ON "complaints" USING btree ("school_code","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_raiser_created_idx" ON "complaints" USING btree ("created_by","created_at","id");