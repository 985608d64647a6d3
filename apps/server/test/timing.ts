/** The times of `runs` calls of `work`, one after another, in milliseconds, fastest first. */
export async function sortedRunTimes(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The median time of `runs` calls of `work`, in milliseconds. Timing tests assert on it rather
 * than on one call: the suites share a small machine's cores, and one busy moment should not
 * decide whether a query is fast.
 */
export async function medianMs(runs: number, work: () => Promise<unknown>): Promise<number> {
  return (await sortedRunTimes(runs, work))[Math.floor(runs / 2)] ?? Number.NaN;
}
