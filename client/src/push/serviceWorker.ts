// Registers the service worker at the root (client/sw/sw.ts, built to /sw.js); a failure is only logged.

export async function registerServiceWorker(
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  try {
    return await container.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    return null;
  }
}
