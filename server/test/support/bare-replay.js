// The bare node:http handler of the HTTP benchmarks, run as its own plain node process (NODE_ENV as
// given, no jest sandbox), so it pays the same process costs as the server it is compared with.
// It opens the database through the compiled server's own createDataSource (same TypeORM, same
// driver, same session settings) and answers every request by replaying the SQL statements the app
// issued for the benchmarked request (in a transaction when the app used one), sending every
// statement's rows JSON.stringify'd: the same SQL and the same rows, without hydrating or presenting.
// argv[2]: the compiled server's folder (server/dist); argv[3]: a JSON file
// { database: DatabaseConfig, queries: [{ sql, parameters }] }. Prints `listening <port>` when ready.
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const TRANSACTION_CONTROL = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK)/i;

async function main() {
  const db = require(join(process.argv[2], 'db'));
  const { database, queries } = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  const dataSource = await db.createDataSource(database);
  const body = queries.filter((query) => !TRANSACTION_CONTROL.test(query.sql));
  const inTransaction = body.length !== queries.length;
  const work = async (manager) => {
    const results = [];
    for (const query of body) results.push(await manager.query(query.sql, query.parameters));
    return results;
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      (inTransaction ? db.withTransaction(dataSource, work) : work(dataSource.manager))
        .then((result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ data: result }));
        })
        .catch((error) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        });
    });
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
  const stop = () => server.close(() => dataSource.destroy().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
