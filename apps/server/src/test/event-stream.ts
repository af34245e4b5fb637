import http from 'node:http';

type StreamEvent = { id?: string; data: unknown };

/** Opens GET /api/messages/stream like a browser's EventSource and collects its events. */
export function openEventStream(baseUrl: string, cookie: string, headers: Record<string, string> = {}) {
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let status = 0;
  const request = http.get(`${baseUrl}/api/messages/stream`, { headers: { cookie, accept: 'text/event-stream', ...headers } });
  const opened = new Promise<void>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        // The stream's first comment means the server has subscribed.
        if (buffer.includes(': connected')) resolve();
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = block.match(/^id: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (data) events.push({ id, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      if (status !== 200) resolve();
    });
  });

  return {
    opened,
    get status() {
      return status;
    },
    events,
    /** Resolves with the first event matching, or rejects after the timeout. */
    async waitFor(match: (event: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => request.destroy(),
  };
}
