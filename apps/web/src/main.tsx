import { drawnBySignInDocument, SIGN_IN } from '@stallfront/shared/routes';

/**
 * Two documents share index.html: the sign-in pages are the light sign-in document (Preact,
 * ./signin), every other page is the console (React and Mantine). Each loads only its own code.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (location.pathname === '/') history.replaceState(null, '', SIGN_IN);

if (drawnBySignInDocument(location.pathname))
  void import('./signin/start').then(({ startSignIn }) => startSignIn(root));
else void import('./console').then(({ startConsole }) => startConsole(root));

// In a chunk of its own: nothing of it is needed before the first render.
void import('./features/push/register-worker').then(({ startServiceWorker }) => startServiceWorker());
