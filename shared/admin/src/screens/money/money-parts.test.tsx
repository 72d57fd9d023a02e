import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DEAL, type Deal, type Payment, type Settlement } from '@jazz/contracts/money';
import { DealPart, EMPTY_SETTLEMENT, PaymentRow, SettlementPart } from './money-parts';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the money parts', () => {
  it("the deal's buyer fields: each labelled, of its type, writing its own key", () => {
    const deals: Deal[] = [];
    render(<DealPart deal={EMPTY_DEAL} onChange={(deal) => deals.push(deal)} />);
    expect(screen.getByLabelText('Buyer email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Buyer phone').getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText('Buyer address').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Organization').id).toBe('buyer-organization');
    type('Buyer', 'Ana Flynn');
    type('Organization', 'Flynn Space');
    type('Buyer email', 'ana@flynn.example');
    type('Buyer phone', '802 555 0100');
    type('Buyer address', '153 Main St');
    expect(deals.map((deal) => deal.buyer)).toEqual([
      { ...EMPTY_DEAL.buyer, name: 'Ana Flynn' },
      { ...EMPTY_DEAL.buyer, organization: 'Flynn Space' },
      { ...EMPTY_DEAL.buyer, email: 'ana@flynn.example' },
      { ...EMPTY_DEAL.buyer, phone: '802 555 0100' },
      { ...EMPTY_DEAL.buyer, address: '153 Main St' },
    ]);
  });

  it("the settlement's figures: amounts in cents, heads rounded, each to its own key", () => {
    const figures: (Settlement | null)[] = [];
    render(<SettlementPart settlement={EMPTY_SETTLEMENT} onChange={(settlement) => figures.push(settlement)} />);
    type('Gross (the door)', '1200.50');
    type('House costs', '100');
    type('Tips', '45');
    type('Merch', '80.25');
    type('Paid count', '61.6');
    type('Comps', '4');
    expect(figures).toEqual([
      { ...EMPTY_SETTLEMENT, gross: 120050 },
      { ...EMPTY_SETTLEMENT, houseCosts: 10000 },
      { ...EMPTY_SETTLEMENT, tips: 4500 },
      { ...EMPTY_SETTLEMENT, merch: 8025 },
      { ...EMPTY_SETTLEMENT, paidCount: 62 },
      { ...EMPTY_SETTLEMENT, comps: 4 },
    ]);
    fireEvent.click(screen.getByLabelText("Settled (the night's figures are in)"));
    expect(figures.at(-1)).toBeNull();
  });

  it('a payment row: its fields named by its index, Remove payment', () => {
    const payment: Payment = { date: '2026-05-01', amount: 0, method: 'check', reference: '', invoiceId: '' };
    const changes: Payment[] = [];
    let removed = 0;
    render(<PaymentRow index={2} payment={payment} onChange={(p) => changes.push(p)} onRemove={() => removed++} />);
    expect(screen.getByLabelText('Received on').id).toBe('payment-2-date');
    type('Reference', 'check 1041');
    expect(changes).toEqual([{ ...payment, reference: 'check 1041' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove payment' }));
    expect(removed).toBe(1);
  });
});
