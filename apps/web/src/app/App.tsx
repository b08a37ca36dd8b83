import { useEffect, useState } from 'react';

type Readiness = { state: 'checking' } | { state: 'ready'; database: string } | { state: 'down'; reason: string };

/** Reads /readyz so the page tells whether the API and its database answer. */
function useReadiness(): Readiness {
  const [readiness, setReadiness] = useState<Readiness>({ state: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/readyz', { signal: controller.signal })
      .then(async (res) => {
        const body = (await res.json()) as { status: string; database: string };
        setReadiness(res.ok ? { state: 'ready', database: body.database } : { state: 'down', reason: body.status });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setReadiness({ state: 'down', reason: String(error) });
      });
    return () => controller.abort();
  }, []);
  return readiness;
}

export function App() {
  const readiness = useReadiness();
  return (
    <main className="page">
      <h1>Stallfront</h1>
      <p className="lead">The admin console for merchants who build and run an online store.</p>
      <p className={`status status-${readiness.state}`} role="status">
        {readiness.state === 'checking' && 'Checking the API…'}
        {readiness.state === 'ready' && `API ready (database: ${readiness.database})`}
        {readiness.state === 'down' && `The API does not answer: ${readiness.reason}`}
      </p>
      <p>
        Sign-in and the store screens are being built. The API they use is documented at{' '}
        <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
