CREATE TABLE "dashboard_domain_tallies" (
	"cycle_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"management" text NOT NULL,
	"catalogue_version" text NOT NULL,
	"domain_id" text NOT NULL,
	"self_entries" integer DEFAULT 0 NOT NULL,
	"self_sum" numeric DEFAULT '0' NOT NULL,
	"self_n" integer DEFAULT 0 NOT NULL,
	"pair_n" integer DEFAULT 0 NOT NULL,
	"pair_self_sum" numeric DEFAULT '0' NOT NULL,
	"pair_external_sum" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "dashboard_domain_tallies_pk" PRIMARY KEY("cycle_id","district_id","block_id","management","catalogue_version","domain_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_form_tallies" (
	"cycle_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"management" text NOT NULL,
	"status" smallint NOT NULL,
	"forms" integer DEFAULT 0 NOT NULL,
	"self_sum" numeric DEFAULT '0' NOT NULL,
	"self_n" integer DEFAULT 0 NOT NULL,
	"external_sum" numeric DEFAULT '0' NOT NULL,
	"external_n" integer DEFAULT 0 NOT NULL,
	"self_unkept" integer DEFAULT 0 NOT NULL,
	"external_unkept" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_form_tallies_pk" PRIMARY KEY("cycle_id","district_id","block_id","management","status")
);
--> statement-breakpoint
CREATE TABLE "dashboard_school_tallies" (
	"cycle_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"schools" integer DEFAULT 0 NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "dashboard_school_tallies_pk" PRIMARY KEY("facet","cycle_id","status","district_id","block_id","value")
);
--> statement-breakpoint
CREATE TABLE "dashboard_tally_marks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_domain_tallies_district_idx" ON "dashboard_domain_tallies" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "dashboard_form_tallies_district_idx" ON "dashboard_form_tallies" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "dashboard_school_tallies_district_idx" ON "dashboard_school_tallies" USING btree ("district_id");