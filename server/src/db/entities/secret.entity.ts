import { Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn, StringColumn } from '../columns';

/**
 * A secret every server process must agree on (the session cookie's signing secret, keys later
 * features need), generated once by whichever process asks first (secrets/secret-store.ts).
 */
@Entity('secrets')
export class StoredSecret {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @StringColumn(255)
  value: string;

  @DateTimeColumn()
  createdAt: Date;
}
