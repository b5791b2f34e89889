CREATE TABLE "cycle_migrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"from_version" text NOT NULL,
	"to_version" text NOT NULL,
	"moved" integer NOT NULL,
	"window_open" boolean NOT NULL,
	"reason" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycle_migrations" ADD CONSTRAINT "cycle_migrations_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_migrations" ADD CONSTRAINT "cycle_migrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_migrations_cycle_idx" ON "cycle_migrations" USING btree ("cycle_id");