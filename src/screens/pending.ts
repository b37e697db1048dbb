/** A screen whose data takes longer than this to arrive shows its skeleton meanwhile. */
export const PENDING_MS = 300;

/** Settles once `loading` has (whether it failed or not), or once a skeleton would be due, if sooner. */
export function loadedOrSkeletonDue(loading: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const due = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PENDING_MS);
  });
  const settled = loading.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, due]).finally(() => clearTimeout(timer));
}
