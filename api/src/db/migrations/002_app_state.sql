-- One-off facts about this installation, e.g. that the demo content was seeded once
CREATE TABLE app_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
