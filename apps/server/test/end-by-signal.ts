/**
 * Ends this process by the signal it received, as it would have ended with no handler: the
 * handlers go, then the signal is raised again and its default action ends the process.
 *
 * A test worker cannot end itself with `process.exit`: Vitest replaces it in its workers with a
 * function that throws, so a signal handler that cleans up and then calls `process.exit` (as
 * Playwright's own Ctrl-C handler does) leaves the worker running after the test run has ended.
 */
export function endBySignal(signal: NodeJS.Signals): void {
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
}
