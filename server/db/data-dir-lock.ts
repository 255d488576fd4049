import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * One process per PGlite data folder: PGlite is one process; two on one folder handed out the same
 * order ids. PostgreSQL is the way to several processes.
 */

/** The lock file in a PGlite data folder: the pid of the process that has the folder open. */
export const DATA_DIR_LOCK = 'storefront.pid';

/**
 * Takes the data folder for this process (the lock file, created exclusively, holds its pid), or
 * throws naming the process that has it. A lock left by a process that is gone (killed, crashed,
 * or this very pid in a restarted container) is taken over. Answers the function that gives the
 * folder back (on close, and at exit).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATA_DIR_LOCK);
  if (heldHere.has(resolve(file)))
    throw new Error(`The PGlite data folder ${resolve(dataDir)} is open already.`);
  const mine = String(process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const holder = readPid(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The PGlite data folder ${resolve(dataDir)} is in use by process ${holder} (lock file ${file}). ` +
          'PGlite serves one process: stop the other one, or run several processes on PostgreSQL ' +
          '(DATABASE_URL; README "At scale"). If no such process is running, delete the lock file.',
      );
    }
    // Stale: move it aside (atomic), and look at what was moved; a live lock taken in between
    // goes back, and this process refuses.
    const aside = `${file}.${mine}.stale`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // gone already: try again
    }
    const moved = readPid(aside);
    if (moved !== holder && moved !== null && isAlive(moved)) {
      try {
        linkSync(aside, file);
      } catch {}
      unlinkSync(aside);
      throw new Error(`The PGlite data folder ${resolve(dataDir)} is in use by process ${moved}.`);
    }
    unlinkSync(aside);
  }
  heldHere.add(resolve(file));
  const release = () => {
    process.off('exit', release);
    heldHere.delete(resolve(file));
    try {
      if (readPid(file) === process.pid) unlinkSync(file);
    } catch {}
  };
  process.on('exit', release);
  return release;
}

/** Lock files this process holds (a lock with our own pid not in here is a restarted container's). */
const heldHere = new Set<string>();

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}
