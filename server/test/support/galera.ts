import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stillRunning } from './server-processes';

/*
 * A three-node MariaDB Galera cluster on loopback, from Debian's mariadb-server and galera-4, for
 * `npm run test:cluster`. Each node has its own datadir, socket and ports under one temporary
 * folder, runs as the `mysql` user when the test runs as root (rsync state transfer refuses root),
 * and is torn down by stop(). The machine's own MariaDB (port 3306) is never touched.
 */
const MARIADBD = '/usr/sbin/mariadbd';
const GALERA = '/usr/lib/galera/libgalera_smm.so';

export const CLUSTER_PREREQUISITES = [
  MARIADBD,
  GALERA,
  '/usr/bin/mariadb-install-db',
  '/usr/bin/wsrep_sst_rsync',
  '/usr/bin/rsync',
  '/usr/sbin/haproxy',
];

export interface GaleraNode {
  index: number;
  port: number;
  dir: string;
  socket: string;
  child: ChildProcess | null;
}

const basePort = Number(process.env.CLUSTER_BASE_PORT ?? 13306);
const gcommBase = Number(process.env.CLUSTER_GCOMM_BASE_PORT ?? 14567);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const runningAsRoot = () => process.getuid?.() === 0;

function mysqlIds(): { uid: number; gid: number } {
  return {
    uid: Number(execFileSync('id', ['-u', 'mysql']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'mysql']).toString().trim()),
  };
}

export class GaleraCluster {
  readonly root: string;
  readonly nodes: GaleraNode[];

  constructor(size = 3) {
    this.root = mkdtempSync(join(tmpdir(), 'larp-galera-'));
    this.nodes = Array.from({ length: size }, (_, index) => {
      const dir = join(this.root, `node${index + 1}`);
      return { index, port: basePort + index, dir, socket: join(dir, 'mysqld.sock'), child: null };
    });
  }

  private gcommPort(index: number): number {
    return gcommBase + index;
  }

  private configOf(node: GaleraNode): string {
    const addresses = this.nodes.map((other) => `127.0.0.1:${this.gcommPort(other.index)}`).join(',');
    const gcomm = this.gcommPort(node.index);
    return [
      '[mysqld]',
      `datadir=${join(node.dir, 'data')}`,
      `socket=${node.socket}`,
      `pid-file=${join(node.dir, 'mysqld.pid')}`,
      `tmpdir=${join(node.dir, 'tmp')}`,
      `log-error=${join(node.dir, 'error.log')}`,
      `port=${node.port}`,
      'bind-address=127.0.0.1',
      'skip-name-resolve',
      'binlog_format=ROW',
      'default_storage_engine=InnoDB',
      'innodb_autoinc_lock_mode=2',
      'innodb_buffer_pool_size=64M',
      'innodb_log_file_size=16M',
      'innodb_flush_log_at_trx_commit=2',
      'max_connections=300',
      'wsrep_on=ON',
      `wsrep_provider=${GALERA}`,
      'wsrep_cluster_name=larp_cluster_test',
      `wsrep_cluster_address=gcomm://${addresses}`,
      'wsrep_node_address=127.0.0.1',
      `wsrep_node_name=node${node.index + 1}`,
      `wsrep_provider_options="base_host=127.0.0.1;base_port=${gcomm};gmcast.listen_addr=tcp://127.0.0.1:${gcomm};ist.recv_addr=127.0.0.1:${gcomm + 10};gcache.size=64M"`,
      'wsrep_sst_method=rsync',
      `wsrep_sst_receive_address=127.0.0.1:${gcomm + 20}`,
      '',
    ].join('\n');
  }

  private prepare(node: GaleraNode, install: boolean): void {
    mkdirSync(join(node.dir, 'data'), { recursive: true });
    mkdirSync(join(node.dir, 'tmp'), { recursive: true });
    writeFileSync(join(node.dir, 'my.cnf'), this.configOf(node));
    const owned = () => {
      if (!runningAsRoot()) return;
      const { uid, gid } = mysqlIds();
      execFileSync('chown', ['-R', `${uid}:${gid}`, this.root]);
      chownSync(this.root, uid, gid);
    };
    owned();
    if (install) {
      execFileSync(
        'mariadb-install-db',
        [
          '--no-defaults',
          `--datadir=${join(node.dir, 'data')}`,
          ...(runningAsRoot() ? ['--user=mysql'] : []),
          '--auth-root-authentication-method=normal',
          '--skip-test-db',
        ],
        { stdio: 'ignore' },
      );
      owned();
    }
  }

  /** Starts a node's mariadbd (as mysql when root); `bootstrap` starts a new cluster with it. */
  spawn(node: GaleraNode, bootstrap = false): void {
    const args = [`--defaults-file=${join(node.dir, 'my.cnf')}`, ...(bootstrap ? ['--wsrep-new-cluster'] : [])];
    const child = runningAsRoot()
      ? spawn('setpriv', ['--reuid=mysql', '--regid=mysql', '--init-groups', MARIADBD, ...args], { stdio: 'ignore' })
      : spawn(MARIADBD, args, { stdio: 'ignore' });
    node.child = child;
  }

  /** Runs SQL on a node through its socket as root. */
  async query(node: GaleraNode, sql: string, values: unknown[] = []): Promise<any[]> {
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ socketPath: node.socket, user: 'root' });
    try {
      const [rows] = await connection.query(sql, values);
      return rows as any[];
    } finally {
      await connection.end();
    }
  }

  /** Waits until the node is a synced member of a primary component of `size` nodes. */
  async waitSynced(node: GaleraNode, size = this.nodes.length, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (node.child && node.child.exitCode !== null) throw new Error(`node${node.index + 1} exited: see ${join(node.dir, 'error.log')}`);
      try {
        const rows = await this.query(
          node,
          "SHOW STATUS WHERE Variable_name IN ('wsrep_local_state_comment', 'wsrep_cluster_size', 'wsrep_ready')",
        );
        const status = Object.fromEntries(rows.map((row) => [row.Variable_name, row.Value]));
        if (status.wsrep_local_state_comment === 'Synced' && Number(status.wsrep_cluster_size) >= size && status.wsrep_ready === 'ON')
          return;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`node${node.index + 1} did not sync in time: see ${join(node.dir, 'error.log')}`);
      await sleep(500);
    }
  }

  /** Bootstraps node 1, creates the app's user, then joins the others one by one (rsync state transfer). */
  async start(appUser: { user: string; password: string }): Promise<void> {
    const [first, ...others] = this.nodes;
    this.prepare(first, true);
    this.spawn(first, true);
    await this.waitSynced(first, 1);
    await this.query(first, `CREATE USER IF NOT EXISTS ?@'127.0.0.1' IDENTIFIED BY ?`, [appUser.user, appUser.password]);
    await this.query(first, `GRANT ALL PRIVILEGES ON *.* TO ?@'127.0.0.1'`, [appUser.user]);
    for (const [position, node] of others.entries()) {
      this.prepare(node, false);
      this.spawn(node);
      await this.waitSynced(node, position + 2);
    }
  }

  url(node: GaleraNode, user: { user: string; password: string }, database: string): string {
    return `mysql://${user.user}:${user.password}@127.0.0.1:${node.port}/${database}`;
  }

  /** kill -9: the node is gone at once, mid-transaction. */
  kill(node: GaleraNode): void {
    node.child?.kill('SIGKILL');
  }

  /** Starts a killed node again: it rejoins the cluster (incremental or full state transfer). */
  restart(node: GaleraNode): void {
    this.spawn(node);
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.nodes.map(async (node) => {
        const child = node.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(30_000)]);
        if (stillRunning(child)) child.kill('SIGKILL'); // read again: it may have exited while we waited
      }),
    );
    if (existsSync(this.root) && !process.env.KEEP_CLUSTER) rmSync(this.root, { recursive: true, force: true });
  }
}
