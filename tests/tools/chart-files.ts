import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';

/** The chart files (every machines/ file named *-machine.ts) and how to tell their machines among a module's exports. */
export const machinesDir = join(import.meta.dirname, '../../machines');

export const chartFiles: string[] = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-machine.ts'))
  .sort();

export const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value;

/** The machines a chart file exports (its path relative to machines/). */
export async function machinesOf(file: string): Promise<AnyStateMachine[]> {
  const module: Record<string, unknown> = await import(join(machinesDir, file));
  return Object.values(module).filter(isMachine);
}
