CREATE TABLE "rate_buckets" (
	"bucket" text PRIMARY KEY NOT NULL,
	"tat" timestamp with time zone NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL
);
