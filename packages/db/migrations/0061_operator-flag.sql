-- A service operator is a flag on a login, set only by a command run on the server (`npm run operator -- add <name>`),
-- never a name matched at sign-up: a configured name nobody had claimed yet made whoever signed up with it an operator.
ALTER TABLE "app_user" ADD COLUMN "operator" boolean DEFAULT false NOT NULL;