import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ProductsReportBody,
  REPORT_CALLS,
  type SalesReportBody,
  type TaxReportBody,
} from '@stallfront/shared/reports';
import { callApi } from '../../api/client';

/** The reports' query keys; the figures stay on screen while the next range loads. */
export const reportKeys = {
  all: ['reports'] as const,
  sales: (body: SalesReportBody) => [...reportKeys.all, 'sales', body.from, body.to, body.grain] as const,
  taxes: (body: TaxReportBody) => [...reportKeys.all, 'taxes', body.from, body.to] as const,
  products: (body: ProductsReportBody) => [...reportKeys.all, 'products', body.from, body.to, body.sort] as const,
};

export const useSalesReport = (body: SalesReportBody, enabled = true) =>
  useQuery({
    enabled,
    queryKey: reportKeys.sales(body),
    queryFn: ({ signal }) => callApi(REPORT_CALLS.sales, body, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

export const useTaxReport = (body: TaxReportBody) =>
  useQuery({
    queryKey: reportKeys.taxes(body),
    queryFn: ({ signal }) => callApi(REPORT_CALLS.taxes, body, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

export const useProductsReport = (body: ProductsReportBody) =>
  useQuery({
    queryKey: reportKeys.products(body),
    queryFn: ({ signal }) => callApi(REPORT_CALLS.products, body, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
