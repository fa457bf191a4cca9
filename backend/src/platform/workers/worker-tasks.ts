import { threadId } from 'node:worker_threads';
import { zipSync, type Zippable } from 'fflate';
import { renderBuffetCards, type BuffetCardsInput } from '../../buffet-cards/buffet-cards.pdf';

/**
 * The worker pool's entry (loaded by each worker thread, as built JavaScript): every CPU-bound task the server runs,
 * by name. A task takes plain data (what structured clone carries) and answers bytes; it reads nothing else (no
 * database, no configuration, no catalogue), so it behaves the same in any thread.
 */
const TASKS = {
  /** A sheet of buffet cards as a PDF. */
  buffetCards: (input: BuffetCardsInput): Promise<Uint8Array> => renderBuffetCards(input),
  /** A ZIP of the given files, each with its own compression level. */
  zip: (files: Zippable): Uint8Array => zipSync(files),
};

export type Tasks = typeof TASKS;
export type TaskName = keyof Tasks;
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0];

export interface TaskJob<N extends TaskName = TaskName> {
  task: N;
  input: TaskInput<N>;
}

/** A task's bytes, the thread that made them and the time it took there (ms). */
export interface TaskResult {
  output: Uint8Array;
  threadId: number;
  ms: number;
}

export default async function runTask<N extends TaskName>(job: TaskJob<N>): Promise<TaskResult> {
  const task = TASKS[job.task] as (input: TaskInput<N>) => Uint8Array | Promise<Uint8Array>;
  const started = performance.now();
  const output = await task(job.input);
  return { output, threadId, ms: performance.now() - started };
}
