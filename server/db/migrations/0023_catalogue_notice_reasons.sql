CREATE TABLE "catalogue_notice_reasons" (
	"version" text NOT NULL,
	"target" text NOT NULL,
	"reason_en" text DEFAULT '' NOT NULL,
	"reason_hi" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_notice_reasons_version_target_pk" PRIMARY KEY("version","target")
);
--> statement-breakpoint
ALTER TABLE "catalogue_notice_reasons" ADD CONSTRAINT "catalogue_notice_reasons_version_catalogue_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."catalogue_versions"("version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_notice_reasons" ADD CONSTRAINT "catalogue_notice_reasons_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;