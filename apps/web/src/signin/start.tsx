/** @jsxImportSource preact */
import { render } from 'preact';
import { findRoute } from '@stallfront/shared/routes';
import { openDeviceSession } from '../app/session/open-session';
import { STORAGE_KEYS } from '../app/session/storage-keys';
import { SIGN_IN_PAGES } from './pages';

/** Draws the sign-in page of this URL; the session is opened first, so a sign-in adds to what it holds. */
export async function startSignIn(root: HTMLElement): Promise<void> {
  // The console's colour scheme (MantineProvider sets the same attribute there).
  const dark = localStorage.getItem(STORAGE_KEYS.darkSwitch) !== null;
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  await openDeviceSession();
  const route = findRoute(location.pathname);
  const Page = route && SIGN_IN_PAGES[route.name];
  if (!route || !Page) throw new Error(`No sign-in page draws ${location.pathname}`);
  document.title = `${route.label} · Stallfront`;
  render(<Page />, root);
}
