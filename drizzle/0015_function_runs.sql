CREATE TABLE "function_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"succeeded" boolean,
	"error" text,
	CONSTRAINT "function_runs_source_valid" CHECK ("function_runs"."source" in ('startup','schedule','ticker','admin')),
	CONSTRAINT "function_runs_finished_whole" CHECK (("function_runs"."finished_at" is null) = ("function_runs"."duration_ms" is null) and ("function_runs"."finished_at" is null) = ("function_runs"."succeeded" is null))
);
