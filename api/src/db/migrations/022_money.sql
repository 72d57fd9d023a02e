-- Money (docs/money.md): each show's deal, settlement, band pay, expenses and payments, with its
-- totals computed by @jazz/contracts/money and stored on write so reports sum in SQL; a series'
-- deal; receipts; invoices and contracts. Admin-only: no public read touches these tables.

CREATE TABLE show_money (
  event_id TEXT PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
  -- the show's own deal as JSON; NULL while it follows its series' deal (or has none)
  deal TEXT,
  settlement TEXT,
  payouts TEXT NOT NULL DEFAULT '[]',
  leader_share INTEGER NOT NULL DEFAULT 1 CHECK (leader_share IN (0, 1)),
  expenses TEXT NOT NULL DEFAULT '[]',
  mileage TEXT,
  payments TEXT NOT NULL DEFAULT '[]',
  -- computed on write (whole cents)
  artist_share INTEGER NOT NULL DEFAULT 0,
  tips INTEGER NOT NULL DEFAULT 0,
  expenses_total INTEGER NOT NULL DEFAULT 0,
  reimbursements INTEGER NOT NULL DEFAULT 0,
  mileage_cost INTEGER NOT NULL DEFAULT 0,
  mileage_miles REAL NOT NULL DEFAULT 0,
  net INTEGER NOT NULL DEFAULT 0,
  payouts_due INTEGER NOT NULL DEFAULT 0,
  leader_take INTEGER NOT NULL DEFAULT 0,
  received INTEGER NOT NULL DEFAULT 0,
  outstanding INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);

-- one row per payout of a show as computed, for statements, the 1099 list and "in use"
CREATE TABLE show_payouts (
  event_id TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  person_id TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL,
  reimbursement INTEGER NOT NULL DEFAULT 0,
  paid_date TEXT,
  paid_method TEXT,
  paid_reference TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (event_id, position)
);
CREATE INDEX show_payouts_person ON show_payouts(person_id, paid_date);

CREATE TABLE series_money (
  series_id TEXT PRIMARY KEY REFERENCES series(id) ON DELETE CASCADE,
  deal TEXT,
  updated_at TEXT NOT NULL
);

-- receipts of expenses: files under DATA_DIR/receipts, served to admins only
CREATE TABLE receipts (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX receipts_event ON receipts(event_id);

-- numbered YYYY-NNNN in the site's year of creation, with no gap and no repeat; a void keeps its number
CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'balance', 'full', 'month')),
  event_id TEXT REFERENCES events(id) ON DELETE SET NULL,
  series_id TEXT REFERENCES series(id) ON DELETE SET NULL,
  month TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL,
  due TEXT NOT NULL DEFAULT '',
  -- the buyer and the lines as they were when the invoice was made (JSON)
  buyer TEXT NOT NULL DEFAULT '{}',
  lines TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'paid', 'void')),
  paid TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (year, seq)
);

-- a show's contract as sent to the buyer; the link's token is stored hashed
CREATE TABLE contracts (
  event_id TEXT PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  body TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  signed_name TEXT NOT NULL DEFAULT '',
  signed_at TEXT NOT NULL DEFAULT ''
);

-- an invoice's PDF mailed with it: JSON [{ filename, contentType, content (base64) }], cleared once sent
ALTER TABLE mail_queue ADD COLUMN attachments TEXT;
