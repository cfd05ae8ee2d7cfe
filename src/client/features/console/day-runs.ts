/** Calendar days cut into runs, so a list of show days reads as spans ("2027-07-30 – 2027-08-02"). */

const DAY_MS = 86_400_000;
/** Calendar days ("2027-07-30", in order) cut into runs of consecutive days. */
export function dayRuns(days: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && Date.parse(`${day}T00:00:00Z`) - Date.parse(`${last}T00:00:00Z`) === DAY_MS) run.push(day);
    else runs.push([day]);
  }
  return runs;
}
