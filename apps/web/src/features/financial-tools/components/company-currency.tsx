import { createContext, useContext } from 'react';
import { type CurrencyCode, isCurrencyCode } from '@baobab/contracts/currencies';

/**
 * The company's currency (its cash metric's, else its raise's; decision 0035), which every figure of the
 * cap table and valuation tabs is in: the route states it once, the fields, tables and charts read it.
 */
const CompanyCurrency = createContext<CurrencyCode>('USD');

export function CompanyCurrencyProvider({ currency, children }: { currency: string | undefined; children: React.ReactNode }) {
  return <CompanyCurrency.Provider value={currency && isCurrencyCode(currency) ? currency : 'USD'}>{children}</CompanyCurrency.Provider>;
}

export const useCompanyCurrency = () => useContext(CompanyCurrency);

/** How a field's label names the currency: '$' for US dollars (as before), the ISO code otherwise ('XOF'). */
export const currencyMark = (currency: string) => (currency === 'USD' ? '$' : currency);
