// Imports that tools/deps/package-entry-points.cjs forbids (server/test/package-entry-points.test.ts
// cruises this file alone and expects each one reported), beside ones it allows.

// below the entry points of a package with `exports` (Apollo Server's unexported gateway context)
require('@apollo/server/dist/cjs/utils/makeGatewayGraphQLRequestContext.js');
// a path its `exports` does not name, without the file extension
require('mysql2/lib/connection');
// below the entry point of a package without `exports`
require('graphql/execution/execute.js');
require('fast-json-stringify/lib/serializer');

// allowed: entry points, exported subpaths, a sub-package, a documented path
require('@apollo/server');
require('@apollo/server/errors');
require('graphql');
require('mysql2/promise');
require('react-bootstrap/Button');
require('ajv/dist/2020');
