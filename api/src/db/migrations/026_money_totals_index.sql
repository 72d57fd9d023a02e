-- Money reports (docs/money.md, docs/performance.md): each show's totals, read by event id from
-- an index that holds them. A show_money row keeps its JSON (deal, payouts, expenses, payments)
-- before the totals, so reading six integers of a row walked its overflow pages: at 20,000
-- shows a report read 20 MB of rows for 1 MB of sums. The reports name this index (INDEXED BY):
-- the primary key's index on event_id alone looks cheaper to the planner without statistics.
CREATE INDEX show_money_totals
  ON show_money(event_id, artist_share, tips, expenses_total, mileage_cost, payouts_due, net);
