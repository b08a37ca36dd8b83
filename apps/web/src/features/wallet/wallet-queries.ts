import { useQuery } from '@tanstack/react-query';
import { VENDOR_WALLET_CALLS, WALLET_CALLS } from '@stallfront/shared/wallet';
import { callApi } from '../../api/client';

/** The wallets' query keys: a withdrawal refreshes the store's balance and its rows. */
export const walletKeys = {
  all: ['wallet'] as const,
  store: () => [...walletKeys.all, 'store'] as const,
  storeBalance: () => [...walletKeys.store(), 'balance'] as const,
  storeRows: () => [...walletKeys.store(), 'rows'] as const,
  vendor: () => [...walletKeys.all, 'vendor'] as const,
  vendorBalance: () => [...walletKeys.vendor(), 'balance'] as const,
  vendorRows: () => [...walletKeys.vendor(), 'rows'] as const,
  vendorAdSpend: () => [...walletKeys.vendor(), 'ad-spend'] as const,
};

export const useWalletBalance = () =>
  useQuery({
    queryKey: walletKeys.storeBalance(),
    queryFn: ({ signal }) => callApi(WALLET_CALLS.get, undefined, { signal }),
    select: (answer) => answer.data,
  });

export const useVendorWalletBalance = () =>
  useQuery({
    queryKey: walletKeys.vendorBalance(),
    queryFn: ({ signal }) => callApi(VENDOR_WALLET_CALLS.get, undefined, { signal }),
    select: (answer) => answer.data,
  });

export const useVendorAdSpend = () =>
  useQuery({
    queryKey: walletKeys.vendorAdSpend(),
    queryFn: ({ signal }) => callApi(VENDOR_WALLET_CALLS.adSpend, undefined, { signal }),
    select: (answer) => answer.data,
  });
