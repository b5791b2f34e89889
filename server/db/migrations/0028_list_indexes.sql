DROP INDEX "schools_district_idx";--> statement-breakpoint
DROP INDEX "forms_cycle_status_idx";--> statement-breakpoint
CREATE INDEX "schools_name_code_idx" ON "schools" USING btree ("name","school_code");--> statement-breakpoint
CREATE INDEX "schools_district_name_idx" ON "schools" USING btree ("district_id","name","school_code");--> statement-breakpoint
CREATE INDEX "schools_block_name_idx" ON "schools" USING btree ("block_id","name","school_code");--> statement-breakpoint
CREATE INDEX "schools_name_trgm_idx" ON "schools" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_cycle_status_id_idx" ON "forms" USING btree ("cycle_id","status","id");--> statement-breakpoint
CREATE INDEX "forms_cycle_attempted_idx" ON "forms" USING btree ("cycle_id","attempted","id");--> statement-breakpoint
CREATE INDEX "forms_cycle_status_attempted_idx" ON "forms" USING btree ("cycle_id","status","attempted","id");--> statement-breakpoint
CREATE INDEX "forms_cycle_updated_idx" ON "forms" USING btree ("cycle_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "forms_cycle_report_score_idx" ON "forms" USING btree ("cycle_id",coalesce("self_score", -1),"id") WHERE "forms"."status" = 9;