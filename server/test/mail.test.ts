import { GOOD_PASSWORD } from './support/accounts';
import { Agent, outboxMessages, startApp } from './support/http';
import { databases, useTestDatabase } from './support';

describe.each(databases())('mail on %s', (kind) => {
  const db = useTestDatabase(kind);
  const body = (email: string) => ({
    first_name: 'Di',
    last_name: 'Ko',
    email,
    password: GOOD_PASSWORD,
    password_confirm: GOOD_PASSWORD,
    privacy_statement_accepted: true,
  });

  it('writes an .eml with the PUBLIC_URL link to the outbox when SMTP_URL is unset', async () => {
    const t = await startApp(db, { config: { publicUrl: 'https://larp.example.org' } });
    try {
      await new Agent(t.app, '10.5.0.1').rest('POST', '/signup', body('outbox@example.org'));
      const [mail] = outboxMessages(db.dataDir, 'outbox@example.org');
      expect(mail).toMatch(/^Subject: Verify your account$/m);
      expect(mail).toMatch(/https:\/\/larp\.example\.org\/verify\/[A-Za-z0-9_-]{43}/);
    } finally {
      await t.app.close();
    }
  });

  it('never builds links from the Host header', async () => {
    const t = await startApp(db);
    try {
      await new Agent(t.app, '10.5.0.2').request('POST', '/api/v1/signup', {
        json: body('host@example.org'),
        headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
      });
      const [mail] = outboxMessages(db.dataDir, 'host@example.org');
      expect(mail).toMatch(/http:\/\/localhost:4000\/verify\//);
      expect(mail).not.toMatch(/evil/);
    } finally {
      await t.app.close();
    }
  });
});
