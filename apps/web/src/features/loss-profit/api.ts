import type { LossProfitReport } from '@chalan/core/loss-profit/replies';
import type { LossProfitQuery } from '@chalan/core/loss-profit/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { ORDERS_KEY } from '../orders/api/keys.ts';

/** The report's query as the server reads it (period, page, sort). */
export type LossProfitParams = LossProfitQuery;

/** Under the orders key: completing, returning or editing an order refreshes the report too. */
export const lossProfitKey = (params: LossProfitParams) => [...ORDERS_KEY, 'loss-profit', params] as const;

/** GET /api/reports/loss-profit: the cards and one page of the product table. */
export function useLossProfit(params: LossProfitParams) {
  return useQuery({
    queryKey: lossProfitKey(params),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        from: params.from,
        to: params.to,
        page: String(params.page),
        limit: String(params.limit),
        sort: params.sort,
        dir: params.dir,
      });
      return api.get<LossProfitReport>(`/api/reports/loss-profit?${query}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}
