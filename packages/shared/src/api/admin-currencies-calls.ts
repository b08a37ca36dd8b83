import { okList, okMessage } from '../schemas/common.js';
import { currencyInput, currencyItem } from '../schemas/catalogue.js';
import { endpoint } from './endpoint.js';

/** The currencies the platform bills in (/admin/currencies). */
export const ADMIN_CURRENCY_CALLS = {
  list: endpoint({
    method: 'GET',
    path: '/admin/currencies',
    auth: 'master',
    input: undefined,
    output: okList(currencyItem),
    summary: 'The billing currencies with their rate against the base currency',
  }),
  save: endpoint({
    method: 'PUT',
    path: '/admin/currencies',
    auth: 'master',
    input: currencyInput,
    output: okMessage,
    summary: 'Add a billing currency, or change its symbol, rate or whether it is active',
  }),
};
