// The ids a parameterised route is measured with (pages.mjs PARAMETER_SAMPLES), read from the demo
// data through the API. What the demo seed does not make (an organisation, a round the demo
// investor is invited to, an update) is made here, as the demo accounts would through the screens,
// on the Lighthouse step's own throwaway database.

async function call(base, cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`preparing the Lighthouse pages: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The demo investor's row in the investor directory (Wanjiru Kamau, apps/server/src/seed/demo.ts). */
async function demoInvestorId(base) {
  for (let offset = 0; offset < 10_000; offset += 100) {
    const page = await call(base, '', 'GET', `/api/investors?limit=100&offset=${offset}`);
    const found = page.find((investor) => investor.user.firstName === 'Wanjiru' && investor.user.lastName === 'Kamau');
    if (found) return found.id;
    if (page.length < 100) break;
  }
  throw new Error('preparing the Lighthouse pages: the demo investor is not in the investor directory');
}

/** A round of the demo founder's first startup, open, with the demo investor invited to its room; its id. */
async function roundForTheInvestor(base, cookies) {
  const asFounder = (method, path, body) => call(base, cookies.founder, method, path, body);
  const raise = await asFounder('POST', '/api/startups/1/raises', { name: 'Benchmark seed round', instrument: 'post-money-safe', targetAmount: '500000' });
  await asFounder('POST', `/api/startups/1/raises/${raise.id}/status`, { status: 'open' });
  const board = await asFounder('POST', `/api/startups/1/raises/${raise.id}/investors`, { investorId: await demoInvestorId(base) });
  const [entry] = board.investors;
  await asFounder('POST', `/api/startups/1/raises/${raise.id}/investors/${entry.id}/invitation`);
  const { rooms } = await call(base, cookies.investor, 'GET', '/api/round-rooms');
  return rooms[0]?.raiseId ?? rooms[0]?.id;
}

/** Every sample key of pages.mjs, for the signed-in `cookies` of the demo founder and investor. */
export async function demoSamples(base, cookies) {
  const asInvestor = (method, path, body) => call(base, cookies.investor, method, path, body);
  const asFounder = (method, path, body) => call(base, cookies.founder, method, path, body);
  const [firstInvestor] = await call(base, '', 'GET', '/api/investors?limit=1');
  const organisation = await asInvestor('POST', '/api/organisations', { name: 'Benchmark Angels', kind: 'angel-network', listed: true });
  const { owned } = await asFounder('GET', '/api/data-rooms');
  const dataRoomId = owned[0]?.id;
  const room = dataRoomId ? await asFounder('GET', `/api/data-rooms/${dataRoomId}`) : undefined;
  const documents = Array.isArray(room) ? room : (room?.documents ?? []);
  const [company] = await asInvestor('GET', '/api/portfolio/companies');
  const update = await asFounder('POST', '/api/startups/1/updates', { title: 'Benchmark update', period: '2026-10', body: 'Revenue grew; hiring two engineers.' });
  const { organisations: listed } = await call(base, '', 'GET', '/api/organisations/directory');
  return {
    startupId: 1,
    investorId: firstInvestor?.id,
    organisationId: organisation.id,
    fundSlug: listed[0]?.slug ?? organisation.slug,
    portfolioStartupId: company?.startup.id,
    roundId: await roundForTheInvestor(base, cookies),
    dataRoomId,
    documentId: documents[0]?.id,
    updateId: update.id,
  };
}
