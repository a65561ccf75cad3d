import { Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../columns';

/**
 * A one-off job that has run to its end in this installation (a data migration such as the
 * re-encoding of stored images: scheduler.ts registerOnce), so that no process runs it again.
 */
@Entity('completed_jobs')
export class CompletedJob {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @DateTimeColumn()
  completedAt: Date;
}
