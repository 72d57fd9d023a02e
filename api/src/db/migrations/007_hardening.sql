-- E-mail verification (docs/product.md "Accounts and mail"). NULL: the address was never proved.
-- Every account that exists at this upgrade counts as verified.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;
UPDATE users SET email_verified_at = updated_at;

-- A link mailed to prove an address: at registration (the account's own address) and after an
-- e-mail change (the new address, which takes effect only once the link is used). Only the
-- token's SHA-256 is stored; a user has at most one live link.
CREATE TABLE email_verifications (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at INTEGER NOT NULL
);
CREATE INDEX email_verifications_user ON email_verifications(user_id);

-- Password resets go out before anything else waiting in the queue (confirmation floods)
ALTER TABLE mail_queue ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
