import { createServer, type Socket } from 'node:net';

/**
 * The smallest SMTP server nodemailer can deliver to, for tests: in 'refuse' mode (the start) it
 * hangs up on every connection, in 'silent' mode it never says a word, in 'accept' mode it takes
 * each message and keeps its raw text in `messages`.
 */
export async function startSmtpStub() {
  let mode: 'refuse' | 'silent' | 'accept' = 'refuse';
  const messages: string[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'refuse') return void socket.destroy();
    if (mode === 'silent') return;
    socket.setEncoding('utf8');
    socket.write('220 stub ESMTP\r\n');
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          return void socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    setMode(next: typeof mode) {
      mode = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
