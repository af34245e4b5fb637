// The limit: a bare node:http server answering every request with the same 10 KB JSON body, built
// once. Nothing a real endpoint does (routing, validation, a query, serialisation) costs anything
// here, so no endpoint on this machine can be faster. Run as a child process: node reference-bare.mjs PORT
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const card = { name: 'A startup', sector: 'FinTech', region: 'Africa', country: 'Nigeria', city: 'Lagos', fundingStage: 'Seed', description: 'x'.repeat(280) };
const items = [];
// Directory cards until the body reaches 10 KB (about one page of the product's directory).
while (JSON.stringify(items).length < 10_240) items.push({ id: items.length + 1, ...card });
const payload = Buffer.from(JSON.stringify(items));

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': payload.length });
  response.end(payload);
}).listen(port, '127.0.0.1', () => console.log(`listening with a ${payload.length}-byte body`));
