CREATE TABLE "catalogue_impact_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"revision" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"run_token" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_impact_reports_key" UNIQUE("version","revision","cycle_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_impact_reports" ADD CONSTRAINT "catalogue_impact_reports_version_catalogue_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."catalogue_versions"("version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_impact_reports" ADD CONSTRAINT "catalogue_impact_reports_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_impact_reports" ADD CONSTRAINT "catalogue_impact_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_impact_reports_version_idx" ON "catalogue_impact_reports" USING btree ("version","cycle_id");