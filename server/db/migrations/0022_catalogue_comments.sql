CREATE TABLE "catalogue_comment_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"target" text NOT NULL,
	"state" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_comment_threads" ADD CONSTRAINT "catalogue_comment_threads_version_catalogue_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."catalogue_versions"("version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_comment_threads" ADD CONSTRAINT "catalogue_comment_threads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_comment_threads" ADD CONSTRAINT "catalogue_comment_threads_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_comments" ADD CONSTRAINT "catalogue_comments_thread_id_catalogue_comment_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."catalogue_comment_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_comments" ADD CONSTRAINT "catalogue_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_comment_threads_version_target_idx" ON "catalogue_comment_threads" USING btree ("version","target");--> statement-breakpoint
CREATE INDEX "catalogue_comments_thread_idx" ON "catalogue_comments" USING btree ("thread_id");