// One player's live stream on its own raw TCP socket: a hand-written `GET /api/live` and a minimal reader of the
// chunked SSE answer. The generator shares the box's cores with the server and PostgreSQL, so it does only what the
// figures need: frames are found and counted, the snapshot and `round` frames are JSON-parsed, and `bets` frames are
// only scanned for their `"at":` stamps (a key: inside JSON strings quotes are escaped, so it cannot match a value).
import net from 'node:net';

const now = () => performance.timeOrigin + performance.now();

/** Every `"at":<digits>` in a frame's data: the feed rows' write times. */
export function stampsOf(data, each) {
  for (let i = data.indexOf('"at":'); i >= 0; i = data.indexOf('"at":', i + 5)) {
    let at = 0;
    for (let j = i + 5, c = data.charCodeAt(j); c >= 48 && c <= 57; c = data.charCodeAt(++j)) at = at * 10 + (c - 48);
    each(at);
  }
}

/** Decodes HTTP/1.1 chunked bytes into `onText(latin1 text)` pieces; `onEnd()` at the last chunk. */
export function chunkedReader(onText, onEnd) {
  let leftover = null;
  let need = 0; // payload bytes left in the current chunk
  let crlf = 0; // bytes of the CRLF after a chunk still to skip
  return (data) => {
    const b = leftover ? Buffer.concat([leftover, data]) : data;
    leftover = null;
    let i = 0;
    while (i < b.length) {
      if (need > 0) {
        const end = Math.min(b.length, i + need);
        onText(b.latin1Slice(i, end));
        need -= end - i;
        i = end;
        if (need === 0) crlf = 2;
      } else if (crlf > 0) {
        const skip = Math.min(crlf, b.length - i);
        crlf -= skip;
        i += skip;
      } else {
        const eol = b.indexOf('\r\n', i);
        if (eol < 0) {
          leftover = b.subarray(i);
          return;
        }
        need = parseInt(b.latin1Slice(i, eol), 16);
        i = eol + 2;
        if (!(need > 0)) return onEnd();
      }
    }
  };
}

/**
 * SSE text into frames: `onFrame(event, data, receivedAt)` per frame, `onComment()` per keep-alive comment.
 * Latin-1 text keeps every byte (a UTF-8 character split across reads stays whole); the JSON parsers re-decode it.
 */
export function sseReader(onFrame, onComment) {
  let text = '';
  return (piece, receivedAt) => {
    text += piece;
    let end;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const frame = text.slice(0, end);
      text = text.slice(end + 2);
      let event = 'message';
      let data = '';
      for (const line of frame.split('\n')) {
        if (line.startsWith('data:')) data += (data ? '\n' : '') + line.slice(line[5] === ' ' ? 6 : 5);
        else if (line.startsWith('event:')) event = line.slice(line[6] === ' ' ? 7 : 6);
        else if (line[0] === ':') onComment();
      }
      if (data) onFrame(event, data, receivedAt);
    }
  };
}

/** A latin-1 string holding UTF-8 bytes, parsed as the JSON it is. */
export const parseLatin1Json = (text) => JSON.parse(Buffer.from(text, 'latin1').toString('utf8'));

/**
 * Opens one stream: `{ port, localAddress, path, headers }`. Calls `onFrame(event, data, receivedAt)`,
 * `onComment()`, and once `onClose(reason)` (reason: a socket error code, `http <status> code <n>`, `ended`...).
 * Answers the socket (destroy it to close; `onClose('closed')` follows).
 */
export function openStream({ port, localAddress, path, headers }, { onFrame, onComment, onClose }) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  let reason = null;
  const close = (why) => {
    reason ??= why;
    socket.destroy();
  };
  const lines = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.setNoDelay(true);
  socket.once('connect', () =>
    socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\naccept: text/event-stream\r\n${lines}\r\n`),
  );
  const sse = sseReader(onFrame, onComment);
  let receivedAt = 0;
  const body = chunkedReader(
    (piece) => sse(piece, receivedAt),
    () => close('ended'),
  );
  let head = null; // bytes until the response's header ends
  const onData = (data) => {
    receivedAt = now();
    if (head === null || head.length) {
      head = head ? Buffer.concat([head, data]) : data;
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const header = head.latin1Slice(0, end).toLowerCase();
      const rest = head.subarray(end + 4);
      head = Buffer.alloc(0);
      const status = Number(header.slice(9, 12));
      if (status !== 200 || !header.includes('text/event-stream')) {
        const code = /"code":(-?\d+)/.exec(rest.latin1Slice())?.[1];
        return close(`http ${status}${code ? ` code ${code}` : ''}`);
      }
      if (!header.includes('transfer-encoding: chunked')) {
        // Not chunked (HTTP/1.0 style, closed at the end): the bytes are the SSE text.
        socket.on('data', (d) => ((receivedAt = now()), sse(d.latin1Slice(), receivedAt)));
        socket.off('data', onData);
        if (rest.length) sse(rest.latin1Slice(), receivedAt);
        return;
      }
      if (rest.length) body(rest);
      return;
    }
    body(data);
  };
  socket.on('data', onData);
  socket.on('error', (err) => (reason ??= err.code || err.message));
  socket.on('end', () => close('ended'));
  socket.once('close', () => onClose(reason ?? 'closed'));
  return socket;
}
