/**
 * The CPU time (ms) this process spends in `fn`: the bound of a check that some work stays linear. Unlike the
 * wall-clock time, a machine busy with other work does not stretch it.
 */
export function cpuMs(fn: () => void): number {
  const before = process.cpuUsage();
  fn();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}
