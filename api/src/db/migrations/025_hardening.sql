-- Hardening IV (docs/security.md).

-- What undoing an import answered (JSON), so the same undo again answers it instead of walking
-- back into the import before (POST /api/events/import/undo { importId })
ALTER TABLE import_runs ADD COLUMN undo_answer TEXT;
