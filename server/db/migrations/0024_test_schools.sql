CREATE TABLE "test_school_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_school_id" integer NOT NULL,
	"version" text NOT NULL,
	"grade" text,
	"expected_grade" text NOT NULL,
	"reason" text NOT NULL,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_school_acceptances_school_version" UNIQUE("test_school_id","version")
);
--> statement-breakpoint
CREATE TABLE "test_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text,
	"description" text,
	"answers" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"catalogue_version" text NOT NULL,
	"expected_grade" text NOT NULL,
	"source_form" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_school_acceptances" ADD CONSTRAINT "test_school_acceptances_test_school_id_test_schools_id_fk" FOREIGN KEY ("test_school_id") REFERENCES "public"."test_schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_school_acceptances" ADD CONSTRAINT "test_school_acceptances_version_catalogue_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."catalogue_versions"("version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_school_acceptances" ADD CONSTRAINT "test_school_acceptances_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_schools" ADD CONSTRAINT "test_schools_catalogue_version_catalogue_versions_version_fk" FOREIGN KEY ("catalogue_version") REFERENCES "public"."catalogue_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_schools" ADD CONSTRAINT "test_schools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_schools" ADD CONSTRAINT "test_schools_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_school_acceptances_version_idx" ON "test_school_acceptances" USING btree ("version");