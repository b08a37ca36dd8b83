import { useQuery } from '@tanstack/react-query';
import { VENDOR_ACCOUNT_CALLS } from '@stallfront/shared/vendors';
import { callApi } from '../../api/client';

export const vendorAccountKeys = {
  vendor: ['vendor-account', 'vendor-profile'] as const,
  branch: ['vendor-account', 'branch-profile'] as const,
};

export const useVendorProfile = () =>
  useQuery({
    queryKey: vendorAccountKeys.vendor,
    queryFn: ({ signal }) => callApi(VENDOR_ACCOUNT_CALLS.vendorProfile, undefined, { signal }),
  });

export const useBranchProfile = () =>
  useQuery({
    queryKey: vendorAccountKeys.branch,
    queryFn: ({ signal }) => callApi(VENDOR_ACCOUNT_CALLS.branchProfile, undefined, { signal }),
  });
