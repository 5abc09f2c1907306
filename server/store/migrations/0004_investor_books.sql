CREATE TABLE "investor_book_copies" (
	"owner" text NOT NULL,
	"list" text NOT NULL,
	"version" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"row_count" integer NOT NULL,
	"sealed" text NOT NULL,
	CONSTRAINT "investor_book_copies_owner_list_pk" PRIMARY KEY("owner","list")
);
