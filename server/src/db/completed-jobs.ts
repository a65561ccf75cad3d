import type { DataSource } from 'typeorm';
import { CompletedJob } from './entities/completed-job.entity';
import { retryStatement } from './retry';

/** Whether the one-off job `name` has run to its end in this installation (any process, any time). */
export async function isJobCompleted(dataSource: DataSource, name: string): Promise<boolean> {
  return (await dataSource.getRepository(CompletedJob).countBy({ name })) > 0;
}

/** Records that the one-off job `name` ran to its end (a second record of the same name is ignored). */
export async function recordJobCompleted(dataSource: DataSource, name: string, at: Date): Promise<void> {
  await retryStatement(() =>
    dataSource.createQueryBuilder().insert().into(CompletedJob).values({ name, completedAt: at }).orIgnore().execute(),
  );
}
