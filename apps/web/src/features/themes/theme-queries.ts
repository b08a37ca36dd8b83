import { useQuery } from '@tanstack/react-query';
import { STORE_THEME_CALLS, THEME_CALLS } from '@stallfront/shared/catalogue';
import { callApi } from '../../api/client';

/** Query keys of /admin/themes and of a store's theme choice. */
export const themeKeys = {
  list: ['admin', 'themes'] as const,
  choice: ['store', 'themes'] as const,
};

export const useThemes = () =>
  useQuery({ queryKey: themeKeys.list, queryFn: () => callApi(THEME_CALLS.list, undefined) });
export const useThemeChoice = () =>
  useQuery({ queryKey: themeKeys.choice, queryFn: () => callApi(STORE_THEME_CALLS.choice, undefined) });
