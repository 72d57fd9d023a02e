import type { Invoice, InvoiceKind, InvoicePayment, InvoiceStatus } from '@jazz/contracts/money';
import { jsonColumn, transactionOf, type Db } from '../db';
import { newId, nowIso } from '../ids';

interface InvoiceRow {
  id: string;
  number: string;
  kind: InvoiceKind;
  event_id: string | null;
  series_id: string | null;
  month: string;
  amount: number;
  due: string;
  buyer: string;
  lines: string;
  status: InvoiceStatus;
  paid: string;
  created_at: string;
  updated_at: string;
}

/** An invoice as stored (the computed `overdue` and `balance` are the service's). */
export type StoredInvoice = Omit<Invoice, '_id' | 'balance' | 'overdue'>;

export type NewInvoice = Pick<
  StoredInvoice,
  'kind' | 'eventId' | 'seriesId' | 'month' | 'amount' | 'due' | 'buyer' | 'lines'
>;

const toInvoice = (row: InvoiceRow): StoredInvoice => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  eventId: row.event_id ?? '',
  seriesId: row.series_id ?? '',
  month: row.month,
  amount: row.amount,
  due: row.due,
  buyer: jsonColumn(row.buyer),
  lines: jsonColumn(row.lines),
  status: row.status,
  payments: jsonColumn(row.paid),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const COLUMNS =
  'id, number, kind, event_id, series_id, month, amount, due, buyer, lines, status, paid, created_at, updated_at';

/** SQL of invoices: numbered in one statement, so no two requests take one number and none is skipped. */
export function createInvoicesRepository(db: Db) {
  const getOne = db.prepare<[string], InvoiceRow>(`SELECT ${COLUMNS} FROM invoices WHERE id = ?`);
  const listAll = db.prepare<[], InvoiceRow>(`SELECT ${COLUMNS} FROM invoices ORDER BY year DESC, seq DESC`);
  // the next number of the year is taken in the INSERT itself: one statement, one write lock
  const insertOne = db.prepare(
    `INSERT INTO invoices (id, number, year, seq, kind, event_id, series_id, month, amount, due, buyer, lines, status, paid, created_at, updated_at)
     SELECT @id, printf('%04d-%04d', @year, next.seq), @year, next.seq, @kind, @eventId, @seriesId, @month, @amount, @due,
       @buyer, @lines, 'draft', '[]', @now, @now
     FROM (SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM invoices WHERE year = @year) AS next`,
  );
  const setStatus = db.prepare<[InvoiceStatus, string, string]>(
    'UPDATE invoices SET status = ?, updated_at = ? WHERE id = ?',
  );
  const setPaid = db.prepare<[string, InvoiceStatus, string, string]>(
    'UPDATE invoices SET paid = ?, status = ?, updated_at = ? WHERE id = ?',
  );

  const get = (id: string): StoredInvoice | undefined => {
    const row = getOne.get(id);
    return row ? toInvoice(row) : undefined;
  };

  return {
    transaction: transactionOf(db),
    get,
    list: (): StoredInvoice[] => listAll.all().map(toInvoice),
    insert(year: number, invoice: NewInvoice): StoredInvoice {
      const id = newId();
      insertOne.run({
        ...invoice,
        id,
        year,
        eventId: invoice.eventId || null,
        seriesId: invoice.seriesId || null,
        buyer: JSON.stringify(invoice.buyer),
        lines: JSON.stringify(invoice.lines),
        now: nowIso(),
      });
      return get(id)!;
    },
    setStatus: (id: string, status: InvoiceStatus): void => void setStatus.run(status, nowIso(), id),
    setPayments: (id: string, payments: InvoicePayment[], status: InvoiceStatus): void =>
      void setPaid.run(JSON.stringify(payments), status, nowIso(), id),
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
