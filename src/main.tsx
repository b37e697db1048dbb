/**
 * The entry. The boot mark of index.html is painted first (a phone shows it at once instead of after
 * the bundle has run); then React's own code, then the app (`boot.tsx`), each evaluated in a task of
 * its own so that the main thread is never held for the whole bundle at once. Both are fetched from
 * the start: the page preloads them (vite.config.ts).
 */
const painted = new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  // A page opened in the background gets no animation frame until shown: it starts anyway.
  setTimeout(resolve, 100);
});

void painted.then(() => import('react-dom/client')).then(() => import('./boot'));
