// The peer a team would put in front of the REST API instead of Dalil's gateway: GraphQL Mesh composed from the REST
// API's own OpenAPI document at start-up (@omnigraph/openapi), served by Hive Gateway's runtime on node:http, with the
// response compression it offers (gzip; Node 20's CompressionStream has no brotli). Prints `mesh listening at <url>`.
// UPSTREAM_URL: the REST API; CLIENT_KEY: the key it knows the web client by; PORT: 0 for any free port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { DefaultLogger } from '@graphql-mesh/utils';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const upstream = process.env.UPSTREAM_URL;
if (!upstream) throw new Error('UPSTREAM_URL is required');

const supergraph = await getComposedSchemaFromConfig(
  {
    subgraphs: [
      {
        sourceHandler: loadOpenAPISubgraph('Dalil', {
          source: `${upstream}/openapi.json`,
          endpoint: upstream,
          // The contract's `clientKey` scheme: the key of the web client, as Dalil's gateway sends it.
          operationHeaders: { 'x-client-key': process.env.CLIENT_KEY || 'dalil-web-dev-key' },
        }),
      },
    ],
  },
  new DefaultLogger('compose'),
);
const gateway = createGatewayRuntime({
  supergraph,
  contentEncoding: true,
  logging: 'error',
  graphqlEndpoint: '/graphql',
  landingPage: false,
  graphiql: false,
});
const server = createServer(gateway);
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`mesh listening at http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
const stop = () => server.close(() => void Promise.resolve(gateway.dispose()).finally(() => process.exit(0)));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
