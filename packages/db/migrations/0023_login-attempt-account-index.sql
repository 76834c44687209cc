-- Login throttling counts an account's recent failures from every address (issue 13): read by the account's
-- lower-cased username and time, as it counts an address's by the address index.
CREATE INDEX "login_attempt_account_at_idx" ON "login_attempt" USING btree (lower("username"),"at");