ALTER TABLE "business" ADD COLUMN "dark" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "background_color" text;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "hover_menu" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "app_bar_opacity" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "inventory_method" text DEFAULT 'average' NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "print_paper" text DEFAULT 'A4' NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "print_orientation" text DEFAULT 'portrait' NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "print_scheme" text DEFAULT 'classic' NOT NULL;