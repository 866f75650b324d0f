// Baseline: node:http alone answering a JSON body of the size given (argv[2] bytes), as fast as
// Node answers at all. Prints its port when listening.
import { createServer } from 'node:http';

const body = JSON.stringify({ pad: 'x'.repeat(Math.max(0, Number(process.argv[2] ?? 0) - 10)) });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log((server.address() as { port: number }).port));
