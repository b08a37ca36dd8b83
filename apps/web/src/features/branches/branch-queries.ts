import { useQuery } from '@tanstack/react-query';
import { BRANCH_CALLS } from '@stallfront/shared/branches';
import { callApi } from '../../api/client';

export const branchKeys = {
  all: ['branches'] as const,
  list: () => [...branchKeys.all, 'list'] as const,
  detail: (id: string) => [...branchKeys.all, 'detail', id] as const,
};

export const useBranches = () =>
  useQuery({ queryKey: branchKeys.list(), queryFn: ({ signal }) => callApi(BRANCH_CALLS.list, undefined, { signal }) });

export const useBranch = (id: string | null) =>
  useQuery({
    queryKey: branchKeys.detail(id ?? ''),
    queryFn: ({ signal }) => callApi(BRANCH_CALLS.get, { id: id ?? '' }, { signal }),
    enabled: Boolean(id),
  });
