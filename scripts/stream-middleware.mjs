// Test-only middleware for web-test-runner: serves a page in parts, each part when the test
// asks for it, so a browser test can look at blocks upgraded while the parser is still
// adding their children (the library's script in the <head>).
//   POST /__test/stream {parts: string[]} → {id}; GET /__test/stream/<id> → parts[0], the
//   response held open; POST /__test/stream/<id>/next → writes the next part (the last one
//   ends the page).
const streams = new Map();
let last = 0;

async function readJson(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return JSON.parse(body);
}

export function streamMiddleware() {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/__test/stream')) return next();
    if (ctx.method === 'POST' && ctx.path === '/__test/stream') {
      const { parts } = await readJson(ctx.req);
      const id = String(++last);
      // wanted: how many parts the test has asked for, written as soon as the page's
      // request arrives (a test may ask before the frame has requested the page).
      streams.set(id, { parts, sent: 0, wanted: 1, res: undefined });
      ctx.body = { id };
      return;
    }
    const [, id, action] = /^\/__test\/stream\/(\d+)(\/next)?$/.exec(ctx.path) ?? [];
    const stream = streams.get(id);
    if (!stream) {
      ctx.status = 404;
      return;
    }
    const write = () => {
      while (stream.sent < stream.wanted) stream.res.write(stream.parts[stream.sent++]);
      if (stream.sent === stream.parts.length) {
        stream.res.end();
        streams.delete(id);
      }
    };
    if (!action) {
      // Raw response: nothing may buffer or compress it.
      ctx.respond = false;
      stream.res = ctx.res;
      ctx.res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      write();
      return;
    }
    stream.wanted = Math.min(stream.wanted + 1, stream.parts.length);
    if (stream.res) write();
    ctx.body = { wanted: stream.wanted, of: stream.parts.length };
  };
}
