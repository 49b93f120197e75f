// Server-Sent Events to the open ERP pages: the server pushes what a verified webhook announced, so a
// page updates the moment Facturo tells the ERP, without asking over and over.

/**
 * Proxies and load balancers close a connection that stays silent (often after 30–60 s): a comment
 * line every 25 s keeps it open. Browsers ignore comments.
 */
const KEEP_ALIVE_MS = 25_000;
/** How long a page waits before reconnecting after the stream dropped (EventSource does it by itself). */
const RETRY_MS = 5_000;

/**
 * The pages listening on `GET /events`.
 * @returns {{
 *   open: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void,
 *   send: (event: { id: string, type: string, data: unknown }) => number,
 *   closeAll: () => void,
 * }}
 */
export function createLiveEvents() {
  /** @type {Set<import('node:http').ServerResponse>} */
  const pages = new Set();
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let keepAlive;

  const stopKeepAlive = () => {
    clearInterval(keepAlive);
    keepAlive = undefined;
  };

  return {
    /** Holds the response open as an event stream until the page goes away. */
    open(request, response) {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'X-Accel-Buffering': 'no',
      });
      response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      pages.add(response);
      keepAlive ??= setInterval(() => {
        for (const page of pages) page.write(': keep-alive\n\n');
      }, KEEP_ALIVE_MS).unref();
      request.on('close', () => {
        pages.delete(response);
        if (pages.size === 0) stopKeepAlive();
      });
    },
    /** Sends one event to every open page; answers how many got it. */
    send({ id, type, data }) {
      const message = `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
      for (const page of pages) page.write(message);
      return pages.size;
    },
    /** Ends every stream (shutdown): open streams would keep the server from closing. */
    closeAll() {
      for (const page of pages) page.end();
      pages.clear();
      stopKeepAlive();
    },
  };
}
