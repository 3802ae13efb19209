// autocannon setupRequest for bench-api.ts: gives every request its own message, because identical
// leads within minutes are stored once. CommonJS because autocannon's worker threads require() it.
const { threadId } = require('node:worker_threads');

let count = 0;

module.exports = (request) => {
  count += 1;
  const lead = JSON.parse(request.body);
  return { ...request, body: JSON.stringify({ ...lead, message: `${lead.message} Ref ${threadId}-${count}` }) };
};
