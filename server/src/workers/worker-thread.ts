import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on a module of the server (its path without extension): the compiled `.js`
 * beside this file when the server runs built. Run from the sources (the tests), the test setup
 * names a loader that compiles TypeScript as the test runner does (LARP_WORKER_SOURCES_LOADER), so
 * the worker runs the same code the tests see.
 */
export function startWorker(modulePath: string, workerData: unknown): Worker {
  const compiled = `${modulePath}.js`;
  if (existsSync(compiled)) return new Worker(compiled, { workerData });
  const loader = process.env.LARP_WORKER_SOURCES_LOADER;
  if (!loader || !existsSync(`${modulePath}.ts`)) throw new Error(`No worker module at ${compiled}`);
  const code = `require(${JSON.stringify(loader)}); require(${JSON.stringify(`${modulePath}.ts`)});`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * A conversation with a worker: each `send` is answered by one message, in order. The worker ends
 * when the conversation does (`end`), and a worker that fails fails every pending answer.
 */
export class WorkerConversation<Request, Answer> {
  private readonly pending: Array<{ resolve(answer: Answer): void; reject(error: Error): void }> = [];
  private failure: Error | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (message: { error?: string; answer?: Answer }) => {
      const next = this.pending.shift();
      if (!next) return;
      if (message.error !== undefined) next.reject(new Error(message.error));
      else next.resolve(message.answer as Answer);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.splice(0)) waiting.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker thread exited (${code})`)));
  }

  send(request: Request): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<Answer>((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.worker.postMessage(request);
    });
  }

  async end(): Promise<void> {
    this.failure ??= new Error('worker conversation ended');
    await this.worker.terminate();
  }
}
