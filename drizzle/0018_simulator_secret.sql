CREATE TABLE "simulator_secret" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_secret_one_row" CHECK ("simulator_secret"."id")
);
