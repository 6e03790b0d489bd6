import { connect, schema } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTBOX_ORDER, outboxPage } from './modules/dev-mail/repository';
import { keysetBatches } from './paging';

// keysetBatches against a real table: the dev outbox, newest first, as exports read lists.
const database = connect(await createTestDatabase(), { max: 2 });
afterAll(() => database.close());

async function walk(to: string, batchSize: number): Promise<string[][]> {
  const batches: string[][] = [];
  const pages = keysetBatches(OUTBOX_ORDER, (page) => outboxPage(database.db, to, page), batchSize);
  for await (const batch of pages) batches.push(batch.map((mail) => mail.subject));
  return batches;
}

describe('keysetBatches', () => {
  it('reads every row once, in the list order, a batch at a time', async () => {
    const to = 'batches@example.test';
    for (const n of [1, 2, 3, 4, 5]) {
      await database.db.insert(schema.mailOutbox).values({
        to,
        subject: `mail ${n}`,
        text: '',
        html: '',
        transport: 'outbox',
        createdAt: new Date(Date.UTC(2026, 0, n)),
      });
    }

    expect(await walk(to, 2)).toEqual([['mail 5', 'mail 4'], ['mail 3', 'mail 2'], ['mail 1']]);
    // A list that ends exactly on a batch boundary ends there, with no empty batch after it.
    expect(await walk(to, 5)).toEqual([['mail 5', 'mail 4', 'mail 3', 'mail 2', 'mail 1']]);
    expect(await walk('nobody@example.test', 2)).toEqual([]);
  });
});
