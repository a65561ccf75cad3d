/**
 * Imported first by main.ts: the server runs in production mode unless told otherwise. graphql-js
 * reads NODE_ENV once, when it loads, and outside production it checks every type test with a slow
 * cross-realm instanceof (measured: about a fifth of the CPU time of a 50-character GraphQL list).
 */
process.env.NODE_ENV ??= 'production';
export {};
