import { createServer, type Server, type Socket } from 'node:net';

/** One message the sink accepted: the envelope's recipients and the message as sent. */
export interface SunkMail {
  to: string[];
  data: string;
}

/**
 * A mail server on loopback for tests: nodemailer's SMTP transport talks real SMTP to it. While
 * `accepting` is false it refuses every connection with 421 (a mail server that is down or
 * overloaded); then it takes each message and keeps it in `messages`.
 */
export class SmtpSink {
  accepting = true;
  readonly messages: SunkMail[] = [];
  /** connections refused with 421 */
  refused = 0;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  private constructor() {
    this.server = createServer((socket) => this.converse(socket));
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('The SMTP sink is not listening');
    return `smtp://127.0.0.1:${address.port}`;
  }

  /** The messages sent to `address`. */
  to(address: string): SunkMail[] {
    return this.messages.filter((message) => message.to.includes(address));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private converse(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    if (!this.accepting) {
      this.refused += 1;
      socket.end('421 test.invalid Service not available, try again later\r\n');
      return;
    }
    socket.setEncoding('utf8');
    socket.write('220 test.invalid ESMTP sink\r\n');
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          this.messages.push({ to: recipients, data: buffer.slice(0, end).replace(/^\.\./gm, '.') });
          buffer = buffer.slice(end + 5);
          inData = false;
          recipients = [];
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.invalid\r\n');
        else if (verb === 'MAIL') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else socket.write('502 Command not implemented\r\n');
      }
    });
  }
}
