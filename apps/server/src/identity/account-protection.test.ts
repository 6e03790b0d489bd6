import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import {
  createUser,
  expectAuth0Error,
  failThroughProxy,
  mailsTo,
  newestLink,
  PASSWORD,
  passwordLoginThroughProxy,
} from '../test/identity';

// Behind one trusted proxy, so that each sign-in can come from an address of its own.
const { app, db } = await buildTestApp({ TRUST_PROXY: '1' });
const PROXY = '10.50.0.1';
let nextClient = 0;
/** A client address no other sign-in of this file used. */
function newClient() {
  nextClient += 1;
  return {
    proxy: PROXY,
    forwardedFor: `203.0.${Math.floor(nextClient / 250)}.${nextClient % 250}`,
  };
}
const newClients = (count: number) => Array.from({ length: count }, newClient);

describe('failed sign-ins per account, whatever the address', () => {
  it('eleven wrong passwords from eleven addresses: the 11th answers 429 with Retry-After', async () => {
    const user = await createUser(db);
    await failThroughProxy(app, user.email, newClients(10));
    const eleventh = await passwordLoginThroughProxy(app, user.email, 'wrong-x', newClient());
    expect(expectAuth0Error(eleventh, 429, 'too_many_attempts').error_description).toBe(
      'Too many failed sign-ins for this account. Please try again later.',
    );
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Even the right password, from yet another address, until the hour is over.
    const rightPassword = await passwordLoginThroughProxy(app, user.email, PASSWORD, newClient());
    expectAuth0Error(rightPassword, 429, 'too_many_attempts');
  });

  it('counts the email however it is written', async () => {
    const user = await createUser(db);
    const shouted = `  ${user.email.toUpperCase()} `;
    await failThroughProxy(app, shouted, newClients(10));
    expectAuth0Error(
      await passwordLoginThroughProxy(app, user.email, PASSWORD, newClient()),
      429,
      'too_many_attempts',
    );
  });

  it('a successful sign-in starts the count afresh', async () => {
    const user = await createUser(db);
    await failThroughProxy(app, user.email, newClients(9));
    const signedIn = await passwordLoginThroughProxy(app, user.email, PASSWORD, newClient());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await failThroughProxy(app, user.email, newClients(9));
    expect(
      (await passwordLoginThroughProxy(app, user.email, PASSWORD, newClient())).statusCode,
    ).toBe(200);
  });

  it("the mailed unblock link lifts the account's limit too", async () => {
    const user = await createUser(db);
    const client = newClient();
    await failThroughProxy(
      app,
      user.email,
      Array.from({ length: 10 }, () => client),
    );
    expectAuth0Error(
      await passwordLoginThroughProxy(app, user.email, PASSWORD, newClient()),
      429,
      'too_many_attempts',
    );
    expect((await mailsTo(app, user.email))[0]?.subject).toBe('Your account was blocked');
    expect((await app.inject({ url: await newestLink(app, user.email) })).statusCode).toBe(200);
    expect(
      (await passwordLoginThroughProxy(app, user.email, PASSWORD, newClient())).statusCode,
    ).toBe(200);
  });
});

describe('an email without an account', () => {
  type Transcript = { status: number; body: string; retryAfter: boolean }[];

  /**
   * What a client sees: ten failures from ten addresses and one more (the account's limit),
   * then on a second email ten failures from one address and one more from it (the pair's
   * block) and from another (the account's limit).
   */
  async function transcript(spreadEmail: string, pairEmail: string): Promise<Transcript> {
    const pairClient = newClient();
    const attempts = [
      ...newClients(11).map((client) => ({ email: spreadEmail, client })),
      ...Array.from({ length: 11 }, () => ({ email: pairEmail, client: pairClient })),
      { email: pairEmail, client: newClient() },
    ];
    const answers: Transcript = [];
    for (const { email, client } of attempts) {
      const answer = await passwordLoginThroughProxy(app, email, 'wrong-password-x', client);
      answers.push({
        status: answer.statusCode,
        body: answer.body,
        retryAfter: answer.headers['retry-after'] !== undefined,
      });
    }
    return answers;
  }

  it('gets exactly the answers a known email gets, at the same counts', async () => {
    const known = await transcript((await createUser(db)).email, (await createUser(db)).email);
    const unknown = await transcript('nobody.1@example.test', 'Nobody.2@Example.test');
    expect(unknown).toEqual(known);
    // The transcript holds every kind of answer: wrong password, the pair's block, the limit.
    expect(new Set(known.map((answer) => `${answer.status} ${answer.retryAfter}`))).toEqual(
      new Set(['403 false', '429 false', '429 true']),
    );
  });
});
