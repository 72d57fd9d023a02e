import { useContext, useMemo } from 'react';
import { currencySymbol, formatMoney } from '@jazz/contracts/money';
import { dayOf } from '@jazz/contracts/time';
import { AdminHostContext, useAdminHost } from '../../host';

/**
 * The site's currency (SITE_CURRENCY, from the host; USD when the host names none, or a part is
 * shown outside a host): `money` writes cents as it is written ("€1,234.50"), `symbol` is its
 * sign beside an amount field.
 */
export function useCurrency() {
  const currency = useContext(AdminHostContext)?.currency ?? 'USD';
  return useMemo(
    () => ({ currency, symbol: currencySymbol(currency), money: (cents: number) => formatMoney(cents, currency) }),
    [currency],
  );
}

/** Today in the site's zone (SITE_TIMEZONE), as a payment's day starts: not the computer's, not UTC's. */
export function useSiteToday(): () => string {
  const { timezone } = useAdminHost();
  return () => dayOf(Date.now(), timezone);
}
