CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_info" (
	"school_code" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"school_code" text PRIMARY KEY NOT NULL,
	"udise" text NOT NULL,
	"name" text NOT NULL,
	"head_name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile" text,
	"category" text DEFAULT 'secondary' NOT NULL,
	"management" text DEFAULT 'stateGovernment' NOT NULL,
	"location" text DEFAULT 'rural' NOT NULL,
	"gender_type" text DEFAULT 'coEducation' NOT NULL,
	"school_type" text DEFAULT 'government' NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "schools_udise_unique" UNIQUE("udise")
);
--> statement-breakpoint
CREATE TABLE "account_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"udise" text NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"ip_address" text,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privileges" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_privileges" (
	"role_id" integer NOT NULL,
	"privilege_id" integer NOT NULL,
	CONSTRAINT "role_privileges_role_id_privilege_id_pk" PRIMARY KEY("role_id","privilege_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile" text,
	"role_id" integer NOT NULL,
	"school_code" text,
	"district_id" integer,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"aadhaar_enc" text,
	"aadhaar_last4" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_id_unique" UNIQUE("login_id")
);
--> statement-breakpoint
CREATE TABLE "cycle_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"user_id" integer,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"machine_state" jsonb,
	"catalogue_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "form_answers" (
	"form_id" integer NOT NULL,
	"kind" text DEFAULT 'self' NOT NULL,
	"question_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_answers_form_id_kind_question_id_pk" PRIMARY KEY("form_id","kind","question_id")
);
--> statement-breakpoint
CREATE TABLE "form_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"user_id" integer,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"event" text NOT NULL,
	"comment" text,
	"reason_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_code" text NOT NULL,
	"cycle_id" integer NOT NULL,
	"catalogue_version" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"machine_state" jsonb,
	"attempted" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"self_score" real,
	"external_score" real,
	"grade" text,
	"report_code" text,
	"accredited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_school_cycle" UNIQUE("school_code","cycle_id")
);
--> statement-breakpoint
CREATE TABLE "reject_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"label_hi" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"user_id" integer,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_reviews" (
	"form_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_reviews_form_id_question_id_pk" PRIMARY KEY("form_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "complaint_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"user_id" integer,
	"comment" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_code" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"school_code" text,
	"district_id" integer,
	"created_by" integer NOT NULL,
	"status" text DEFAULT 'RAISED' NOT NULL,
	"machine_state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "complaints_report_code_unique" UNIQUE("report_code")
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_info" ADD CONSTRAINT "school_info_school_code_schools_school_code_fk" FOREIGN KEY ("school_code") REFERENCES "public"."schools"("school_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_privileges" ADD CONSTRAINT "role_privileges_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_privileges" ADD CONSTRAINT "role_privileges_privilege_id_privileges_id_fk" FOREIGN KEY ("privilege_id") REFERENCES "public"."privileges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_code_schools_school_code_fk" FOREIGN KEY ("school_code") REFERENCES "public"."schools"("school_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_history" ADD CONSTRAINT "cycle_history_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_history" ADD CONSTRAINT "form_history_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_history" ADD CONSTRAINT "form_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_school_code_schools_school_code_fk" FOREIGN KEY ("school_code") REFERENCES "public"."schools"("school_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_comments" ADD CONSTRAINT "question_comments_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_comments" ADD CONSTRAINT "question_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_documents" ADD CONSTRAINT "question_documents_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_documents" ADD CONSTRAINT "question_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reviews" ADD CONSTRAINT "question_reviews_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reviews" ADD CONSTRAINT "question_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_comments" ADD CONSTRAINT "complaint_comments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_comments" ADD CONSTRAINT "complaint_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_documents" ADD CONSTRAINT "complaint_documents_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_documents" ADD CONSTRAINT "complaint_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_school_code_schools_school_code_fk" FOREIGN KEY ("school_code") REFERENCES "public"."schools"("school_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schools_district_idx" ON "schools" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "login_attempts_login_idx" ON "login_attempts" USING btree ("login_id","at");--> statement-breakpoint
CREATE INDEX "cycle_history_cycle_idx" ON "cycle_history" USING btree ("cycle_id");--> statement-breakpoint
CREATE INDEX "form_history_form_idx" ON "form_history" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "forms_cycle_status_idx" ON "forms" USING btree ("cycle_id","status");--> statement-breakpoint
CREATE INDEX "question_comments_form_idx" ON "question_comments" USING btree ("form_id","question_id");--> statement-breakpoint
CREATE INDEX "question_documents_form_idx" ON "question_documents" USING btree ("form_id","question_id");--> statement-breakpoint
CREATE INDEX "complaint_comments_idx" ON "complaint_comments" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaints_district_idx" ON "complaints" USING btree ("district_id","status");