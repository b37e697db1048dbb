/** Any other path shows only 404. */
export function NotFound() {
  return (
    <main className="not-found">
      <h1 className="not-found__code">404</h1>
    </main>
  );
}
