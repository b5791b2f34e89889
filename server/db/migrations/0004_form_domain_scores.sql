CREATE TABLE "form_domain_scores" (
	"form_id" integer NOT NULL,
	"kind" text NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	"scores" jsonb NOT NULL,
	CONSTRAINT "form_domain_scores_form_id_kind_pk" PRIMARY KEY("form_id","kind")
);
--> statement-breakpoint
ALTER TABLE "form_domain_scores" ADD CONSTRAINT "form_domain_scores_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;