import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { emailField, SIGNUP_CALLS } from '@stallfront/shared/auth';
import { callApi } from '../../api/client';

/** Asks the server whether the email is free, 400 ms after the user stops typing a well-formed one. */
export function useEmailCheck(typed: string) {
  const [email] = useDebouncedValue(typed.trim().toLowerCase(), 400);
  const wellFormed = emailField.safeParse(email).success;
  const check = useQuery({
    queryKey: ['check_email', email],
    queryFn: ({ signal }) => callApi(SIGNUP_CALLS.checkEmail, { email }, { signal }),
    enabled: wellFormed,
    staleTime: 60_000,
  });
  const settled = wellFormed && email === typed.trim().toLowerCase() && check.data !== undefined;
  return {
    checking: wellFormed && check.isFetching,
    taken: settled && check.data?.available === false,
    free: settled && check.data?.available === true,
    message: check.data?.message,
  };
}
