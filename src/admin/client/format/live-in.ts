/** "Live in 1.8 s": how long a publish or a rollback took until the public site served it. */
export function liveIn(ms: number): string {
  const seconds = ms / 1000;
  return `Live in ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
}
