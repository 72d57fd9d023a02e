// The V8 flags the server runs with, in production (deploy/jazz-site.service), with `npm start`
// (package.json) and in `npm run bench`; api/test/node-flags.test.ts checks that the three agree.
// Under 64 connections V8's young generation grew to 64 MB semi-spaces (128 MB of new space),
// and the old generation to 4 times what it held alive, freeing native memory tied to dead
// objects only then: 4 MB semi-spaces, and an old generation that grows by 30% before its next
// full collection, keep the server's RSS near what it uses (docs/performance.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=30'];
