import { Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn, StringColumn } from '../columns';

/**
 * Who may do a piece of scheduled work until when (db/leases.ts): one row per name, taken by the
 * process whose conditional update finds it expired, so the work runs once across processes.
 */
@Entity('leases')
export class Lease {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @StringColumn(100)
  holder: string;

  @DateTimeColumn()
  expiresAt: Date;
}
