/** Every git process this server started, counted and timed by subcommand: where a save's time goes (the benches read it). */
export interface GitCommandTally {
  count: number;
  ms: number;
}

const tallies = new Map<string, GitCommandTally>();

export function recordGitCommand(subcommand: string, ms: number): void {
  const tally = tallies.get(subcommand) ?? { count: 0, ms: 0 };
  tally.count += 1;
  tally.ms += ms;
  tallies.set(subcommand, tally);
}

/** A copy of the tallies so far, by subcommand. */
export function gitCommandTallies(): Record<string, GitCommandTally> {
  return Object.fromEntries([...tallies].map(([name, tally]) => [name, { ...tally }]));
}

export function resetGitCommandTallies(): void {
  tallies.clear();
}
