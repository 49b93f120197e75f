import { spawnSync } from 'node:child_process';

/**
 * Runs one of the Debian tools `npm test` installs (xmllint, Poppler, ZBar) and returns its output; a
 * missing tool, or an exit status outside `accepted`, fails loudly with what to install.
 */
export function runTool(
  command: string,
  args: readonly string[],
  accepted: readonly number[] = [0],
): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error || result.status === null || !accepted.includes(result.status)) {
    throw new Error(
      `${command} failed (${result.error?.message ?? result.stderr.trim()}): it comes from Debian's libxml2-utils, poppler-utils or zbar-tools, which npm test installs.`,
    );
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
