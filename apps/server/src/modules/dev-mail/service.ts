import type { ConnectionArgs, OutboxMail } from '@portal/contracts';
import type { Database } from '@portal/db';
import { keysetConnection } from '../../paging';
import { countOutbox, OUTBOX_ORDER, outboxPage } from './repository';

/** The outbox as a connection; `filterBy` is a recipient's address, in any letter case. */
export function listOutbox(db: Database, args: ConnectionArgs) {
  const to = args.filterBy?.trim() || undefined;
  return keysetConnection(
    args,
    OUTBOX_ORDER,
    { rows: (page) => outboxPage(db, to, page), totalCount: () => countOutbox(db, to) },
    (row): OutboxMail => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: row.links,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
