ALTER TABLE "catalogue_versions" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "order_date" date;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "sent_for_approval_by" integer;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "sent_for_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "returned_by" integer;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "return_comment" text;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_sent_for_approval_by_users_id_fk" FOREIGN KEY ("sent_for_approval_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;