/** How an operator command runs as a process (the `bun run` scripts of package.json). */

/** What a check reports: its lines, and whether all is well (exit 0) or not (exit 1). */
export interface CommandReport {
  ok: boolean;
  lines: string[];
}

/** Runs `command` as the process's work: an error prints its message alone (no stack) and exits with 1. */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Runs a check: its lines go to stdout when it is ok, to stderr when not, and set the exit code. */
export function runReport(check: () => Promise<CommandReport>): Promise<void> {
  return runCommand(async () => {
    const { ok, lines } = await check();
    for (const line of lines) (ok ? console.log : console.error)(line);
    process.exit(ok ? 0 : 1);
  });
}
