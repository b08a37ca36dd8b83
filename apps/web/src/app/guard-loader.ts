import { type LoaderFunctionArgs, redirect } from 'react-router';
import { guardRedirect } from '@stallfront/shared/routes';
import { endSession, getSession, guardInputOf } from './session/session-store';

/** Runs the guards of spec section 2 before any route renders. */
export function guardLoader({ request }: LoaderFunctionArgs): null {
  const pathname = new URL(request.url).pathname;
  const to = guardRedirect(pathname, guardInputOf(getSession()));
  if (!to) return null;
  if (to.clearStorage) endSession();
  throw redirect(to.to);
}
